"""The local web page in a real headless Chromium (Debian's chromium + chromium-driver).

Run with `make e2e`; kept out of `make test` because it needs the browser installed."""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.e2e

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
# Headless, and no background calls out of this offline machine.
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,900",
)


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from devstack.stack import LocalStack

    local = LocalStack(api_port=0, s3_port=0, data_dir=tmp_path_factory.mktemp("local")).start()
    yield local.api_url
    local.stop()


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    if not (CHROMIUM and DRIVER):
        pytest.fail("chromium and chromedriver are required: `make e2e` installs them")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={tmp_path_factory.mktemp('chromium')}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.implicitly_wait(0)
    yield driver
    driver.quit()


def a_misspelt_word_is_read_as_the_handbook_spells_it(driver: Any, wait: Any, title: str) -> None:
    """The page says what was searched, and the reopened conversation shows it again."""
    from selenium.webdriver.common.by import By

    # a misspelt word is read as the handbook spells it, and the page says what was searched
    ask(driver, "How many days of anual leave do employees get?")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".turn .answer")) == 3)
    read_as = driver.find_element(By.CSS_SELECTOR, ".turn .read-as").text
    assert read_as == "searched for: How many days of annual leave do employees get?"
    assert "twenty-five days" in driver.find_elements(By.CSS_SELECTOR, ".turn .answer")[-1].text
    # and the reopened conversation shows it again
    driver.refresh()
    wait.until(
        lambda d: [
            a for a in d.find_elements(By.CSS_SELECTOR, "#conversations a") if a.text == title
        ]
    )[0].click()
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".turn .answer")) == 3)
    assert driver.find_element(By.CSS_SELECTOR, ".turn .read-as").text == read_as


def the_closest_sentence_is_shown_apart(driver: Any, wait: Any) -> None:
    """ "I don't know." shows the sentence closest to an answer apart, as no citation."""
    from selenium.webdriver.common.by import By

    ask(driver, "How many weeks of parental leave do employees get?")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".turn .answer")) == 4)
    turn = driver.find_elements(By.CSS_SELECTOR, ".turn")[-1]
    assert turn.find_element(By.CLASS_NAME, "answer").text == "I don't know."
    closest = turn.find_element(By.CLASS_NAME, "closest")
    assert closest.text.startswith("Closest passage, not an answer: employee-handbook.md")
    # which sentence is closest is the reader's call; that it is the handbook's own words is not
    quoted = closest.find_element(By.CLASS_NAME, "quote").text
    handbook = (ROOT / "demo" / "employee-handbook.md").read_text()
    assert quoted and " ".join(quoted.split()) in " ".join(handbook.split())
    assert turn.find_elements(By.CSS_SELECTOR, ".sources li") == []


def test_create_upload_ask_and_see_sources(stack: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    wait = WebDriverWait(driver, 60)
    open_as_new_owner(driver, stack)
    create_project(driver, wait, "Handbook")

    handbook = ROOT / "demo" / "employee-handbook.md"
    driver.find_element(By.ID, "files").send_keys(str(handbook))
    wait.until(ec.text_to_be_present_in_element((By.ID, "documents"), "ready"))

    ask(driver, "How many days of annual leave do employees get?")
    answer = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".turn .answer"))[-1]
    assert "twenty-five days" in answer.text and "[1]" in answer.text
    cited = driver.find_element(By.CSS_SELECTOR, ".turn .sources li.cited")
    assert "employee-handbook.md" in cited.text
    cited.find_element(By.TAG_NAME, "summary").click()
    original = cited.find_element(By.CLASS_NAME, "original")
    assert original.is_displayed() and "twenty-five days of paid annual leave" in original.text
    # the quote the answer relies on is shown, highlighted inside the original, with relevance
    quote = cited.find_element(By.CLASS_NAME, "quote").text
    assert "twenty-five days" in quote
    # the same words: the original keeps the document's line breaks, the quote is one paragraph
    marked = cited.find_element(By.CSS_SELECTOR, ".original mark").text
    assert marked.split() == quote.split()
    assert cited.find_element(By.CLASS_NAME, "relevance").text.endswith("%")

    ask(driver, "Who painted the Mona Lisa?")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".turn .answer")) == 2)
    last = driver.find_elements(By.CSS_SELECTOR, ".turn .answer")[-1]
    assert last.text == "I don't know."
    never_said = driver.find_elements(By.CSS_SELECTOR, ".turn .disclaimer")[-1].text
    assert never_said.startswith("The documents never say") and "Mona" in never_said

    # after a reload the conversation is listed under its first question and reopens whole
    driver.refresh()
    title = "How many days of annual leave do employees get?"
    link = wait.until(
        lambda d: [
            a for a in d.find_elements(By.CSS_SELECTOR, "#conversations a") if a.text == title
        ]
    )[0]
    assert driver.find_elements(By.CSS_SELECTOR, ".turn") == []
    link.click()
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".turn .answer")) == 2)
    reopened = driver.find_elements(By.CSS_SELECTOR, ".turn .answer")
    assert "twenty-five days" in reopened[0].text and reopened[1].text == "I don't know."
    assert driver.find_elements(By.CSS_SELECTOR, ".turn .disclaimer")[-1].text == never_said
    mark = driver.find_element(By.CSS_SELECTOR, ".turn .sources li.cited mark")
    assert mark.get_attribute("textContent").split() == quote.split()  # in a closed <details>

    a_misspelt_word_is_read_as_the_handbook_spells_it(driver, wait, title)
    the_closest_sentence_is_shown_apart(driver, wait)
    shot = Path(os.environ.get("E2E_SCREENSHOT", ROOT / ".local" / "e2e.png"))
    driver.save_screenshot(str(shot))


def refuses_empty_and_copied_files(driver: Any, wait: Any, tmp_path: Path) -> None:
    """An empty file and a copy of the ingested handbook: each refused beside its name, before
    any upload, and no failed row is left in the documents list."""
    from selenium.webdriver.common.by import By

    (tmp_path / "empty.txt").write_bytes(b"")
    copy = tmp_path / "handbook-copy.md"
    copy.write_bytes((ROOT / "demo" / "employee-handbook.md").read_bytes())
    driver.find_element(By.ID, "files").send_keys(f"{tmp_path / 'empty.txt'}\n{copy}")
    wait.until(lambda d: "2 files of 2 refused" in d.find_element(By.ID, "error").text)
    uploads = driver.find_element(By.ID, "uploads").text
    assert "empty.txt" in uploads and "the file is empty" in uploads
    assert "already in the project as employee-handbook.md (uploaded " in uploads
    # read in one script: the page refreshes the list while it polls, and a row found before
    # the refresh is stale after it
    rows = driver.execute_script(
        "return [...document.querySelectorAll('#documents li')].map(li => li.innerText)"
    )
    assert len(rows) == 1 and "failed" not in rows[0]
    assert not driver.find_elements(By.CSS_SELECTOR, "#documents button[data-action=retry]")


def a_long_question_is_listed_by_a_short_title(driver: Any, wait: Any) -> None:
    """A conversation is listed under its question cut at a word (80 characters at most), the
    whole question on hover."""
    from selenium.webdriver.common.by import By

    click(driver, "#new-conversation")
    long = "How many days of annual leave do employees get " + "in their first year " * 12 + "?"
    ask(driver, long)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".turn .answer"))
    driver.refresh()
    listed = wait.until(
        lambda d: [
            a
            for a in d.find_elements(By.CSS_SELECTOR, "#conversations a")
            if a.text.startswith("How many days of annual leave do employees get in")
        ]
    )[0]
    assert len(listed.text) <= 81 and listed.text.endswith("…")
    assert " ".join(listed.get_attribute("title").split()) == " ".join(long.split())


def test_refused_files_delete_restore_and_a_phone_screen(
    stack: str, browser: Any, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    driver = browser
    wait = WebDriverWait(driver, 60)
    open_as_new_owner(driver, stack)
    # asking before any project exists says what to do, not "no such route"
    ask(driver, "Anything?")
    wait.until(lambda d: "project first" in d.find_element(By.ID, "error").text)
    create_project(driver, wait, "Mixed")
    assert driver.find_element(By.ID, "error").text == ""  # old errors do not linger

    # one refused file among two: it says which and why; the other one is ingested
    (tmp_path / "tool.exe").write_bytes(b"MZ not a document")
    files = [str(ROOT / "demo" / "employee-handbook.md"), str(tmp_path / "tool.exe")]
    driver.find_element(By.ID, "files").send_keys("\n".join(files))
    refused = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#uploads li.refused"))
    assert "tool.exe" in refused[0].text and ".exe cannot be ingested" in refused[0].text
    # the summary comes once every upload has ended, the other file's after the refused row
    wait.until(lambda d: "1 file of 2 refused" in d.find_element(By.ID, "error").text)
    wait.until(lambda d: "ready" in d.find_element(By.ID, "documents").text)
    assert " chunk" in driver.find_element(By.ID, "documents").text

    refuses_empty_and_copied_files(driver, wait, tmp_path)

    # delete hides it at once; the recycle bin restores it
    click(driver, "#documents button[data-action=delete]")
    wait.until(lambda d: "No documents yet" in d.find_element(By.ID, "documents").text)
    assert driver.find_element(By.ID, "bin-count").text == "1"
    driver.find_element(By.CSS_SELECTOR, "#bin summary").click()
    click(driver, "#deleted button[data-action=restore]")
    wait.until(lambda d: "ready" in d.find_element(By.ID, "documents").text)
    assert driver.find_element(By.ID, "bin-count").text == "0"

    # while an answer is coming the input is disabled; the mode toggle goes with the question
    Select(driver.find_element(By.ID, "mode")).select_by_value("augmented")
    ask(driver, "How many days of annual leave do employees get?")
    answer = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".turn .answer"))[-1]
    assert "twenty-five days" in answer.text
    assert driver.find_element(By.ID, "question").is_enabled()

    a_long_question_is_listed_by_a_short_title(driver, wait)

    # a phone-width screen (headless Chromium's windows are at least 500 px wide, so the
    # phone is emulated): one column, nothing wider than the viewport
    phone = {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", phone)
    width = driver.execute_script("return window.innerWidth")
    assert width == 375
    wait.until(lambda d: d.execute_script("return document.documentElement.scrollWidth") <= width)
    panels = driver.find_elements(By.TAG_NAME, "section")
    assert panels[0].location["y"] < panels[1].location["y"]  # stacked, not side by side
    for element in driver.find_elements(By.CSS_SELECTOR, "section, #ask, #documents li"):
        box = element.rect
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, element.get_attribute("id")
    shot = Path(os.environ.get("E2E_PHONE_SCREENSHOT", ROOT / ".local" / "e2e-375.png"))
    driver.save_screenshot(str(shot))
    from PIL import Image

    with Image.open(shot) as image:
        assert image.width == 375  # the page was drawn at phone width
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_a_source_quoted_on_two_pages_shows_each_quote_with_its_page(
    stack: str, browser: Any
) -> None:
    """A language model's answer citing one chunk on both sides of a page break (the response
    as the chat API gives it): both quotes are highlighted in the original, each with its page."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    text = "Laptops lock after five minutes. Laptops are encrypted."
    first, second = "lock after five minutes", "Laptops are encrypted"
    source = {
        "n": 1, "chunkId": 1, "documentId": str(uuid.uuid4()), "filename": "guide.pdf",
        "pageStart": 1, "pageEnd": 2, "section": None, "score": 0.03, "relevance": 0.8,
        "quote": first, "quoteStart": text.index(first), "quoteEnd": text.index(first) + len(first),
        "page": 1, "row": None, "text": text, "cited": True,
        "moreQuotes": [{"quote": second, "quoteStart": text.index(second),
                        "quoteEnd": text.index(second) + len(second), "page": 2, "row": None}],
    }  # fmt: skip
    answer = {
        "answer": "Laptops lock after five minutes. [1] They are encrypted. [1]",
        "sourceCount": 1, "sources": [source], "grounded": True, "unsupported": [],
        "unanswered": [], "mode": "strict", "pathway": "documents",
    }  # fmt: skip
    open_as_new_owner(browser, stack)
    create_project(browser, WebDriverWait(browser, 60), "Guide")  # the page has settled
    browser.execute_script("renderAnswer(arguments[0], arguments[1])", "Laptops?", answer)
    cited = browser.find_elements(By.CSS_SELECTOR, ".turn .sources li.cited")[-1]
    assert "guide.pdf p. 1, p. 2" in cited.text
    quotes = [q.text for q in cited.find_elements(By.CLASS_NAME, "quote")]
    assert quotes == [f"{first} (p. 1)", f"{second} (p. 2)"]
    marks = cited.find_elements(By.CSS_SELECTOR, ".original mark")
    assert [m.get_attribute("textContent") for m in marks] == [first, second]


def test_a_deck_s_source_names_its_slide_and_a_workbook_s_its_sheet_and_row(
    stack: str, browser: Any
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def source(n: int, filename: str, text: str, **place: Any) -> dict[str, Any]:
        return {
            "n": n, "chunkId": n, "documentId": str(uuid.uuid4()), "filename": filename,
            "pageStart": place.get("page"), "pageEnd": place.get("page"),
            "section": place.get("section"), "score": 0.03, "relevance": 0.6, "quote": text,
            "quoteStart": 0, "quoteEnd": len(text), "page": place.get("page"),
            "row": place.get("row"), "text": text, "cited": True, "moreQuotes": [],
        }  # fmt: skip

    answer = {
        "answer": "Deliveries rose by 18 percent. [1] Plate: TW-201 Payload (kg): 7500 [2]",
        "sourceCount": 2, "grounded": True, "unsupported": [], "unanswered": [],
        "mode": "strict", "pathway": "documents",
        "sources": [
            source(1, "review.pptx", "Deliveries rose by 18 percent.", page=2, section="Results"),
            source(2, "fleet.xlsx", "Plate: TW-201 Payload (kg): 7500", row=6, section="Vehicles"),
        ],
    }  # fmt: skip
    open_as_new_owner(browser, stack)
    create_project(browser, WebDriverWait(browser, 60), "Fleet")  # the page has settled
    browser.execute_script("renderAnswer(arguments[0], arguments[1])", "Fleet?", answer)
    cited = browser.find_elements(By.CSS_SELECTOR, ".turn .sources li.cited")[-2:]
    assert "review.pptx slide 2" in cited[0].text
    assert "fleet.xlsx Vehicles, row 6" in cited[1].text


def open_as_new_owner(driver: Any, stack: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(stack + "/")
    owner = driver.find_element(By.ID, "owner")
    owner.clear()
    owner.send_keys(f"e2e{uuid.uuid4().hex[:6]}\t")


def create_project(driver: Any, wait: Any, name: str) -> None:
    from selenium.webdriver.common.by import By

    driver.find_element(By.ID, "project-name").send_keys(name)
    driver.find_element(By.CSS_SELECTOR, "#new-project button").click()
    wait.until(lambda d: selected_project(d) == name)


def selected_project(driver: Any) -> str | None:
    """The selected project's name, read in one script (the list is re-rendered meanwhile)."""
    name: str | None = driver.execute_script(
        "const s = document.getElementById('project'); return s.options[s.selectedIndex]?.text"
    )
    return name


def click(driver: Any, selector: str) -> None:
    """Click the element as it is now (polling re-renders the lists)."""
    driver.execute_script(f"document.querySelector({selector!r}).click()")


def ask(driver: Any, question: str) -> None:
    from selenium.webdriver.common.by import By

    box = driver.find_element(By.ID, "question")
    box.clear()
    box.send_keys(question)
    driver.find_element(By.CSS_SELECTOR, "#ask button").click()

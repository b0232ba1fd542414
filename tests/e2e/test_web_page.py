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
def browser() -> Iterator[Any]:
    if not (CHROMIUM and DRIVER):
        pytest.fail("chromium and chromedriver are required: `make e2e` installs them")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1280,900",
        f"--user-data-dir={ROOT / '.local' / f'chromium-{uuid.uuid4().hex[:6]}'}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.implicitly_wait(0)
    yield driver
    driver.quit()


def test_create_upload_ask_and_see_sources(stack: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import Select, WebDriverWait

    driver = browser
    wait = WebDriverWait(driver, 60)
    driver.get(stack + "/")
    owner = driver.find_element(By.ID, "owner")
    owner.clear()
    owner.send_keys(f"e2e{uuid.uuid4().hex[:6]}\t")
    driver.find_element(By.ID, "project-name").send_keys("Handbook")
    driver.find_element(By.CSS_SELECTOR, "#new-project button").click()
    wait.until(
        lambda d: Select(d.find_element(By.ID, "project")).first_selected_option.text == "Handbook"
    )

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
    assert cited.find_element(By.CSS_SELECTOR, ".original mark").text == quote
    assert cited.find_element(By.CLASS_NAME, "relevance").text.endswith("%")

    ask(driver, "Who painted the Mona Lisa?")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".turn .answer")) == 2)
    last = driver.find_elements(By.CSS_SELECTOR, ".turn .answer")[-1]
    assert last.text == "I don't know."

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
    mark = driver.find_element(By.CSS_SELECTOR, ".turn .sources li.cited mark")
    assert mark.get_attribute("textContent") == quote  # inside a closed <details>
    shot = Path(os.environ.get("E2E_SCREENSHOT", ROOT / ".local" / "e2e.png"))
    driver.save_screenshot(str(shot))


def ask(driver: Any, question: str) -> None:
    from selenium.webdriver.common.by import By

    box = driver.find_element(By.ID, "question")
    box.send_keys(question)
    driver.find_element(By.CSS_SELECTOR, "#ask button").click()

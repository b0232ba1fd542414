"""Passages: what a page or a section says, as its opening sentences (after any heading, up to
the next heading or the end of the chunk, at most three); a slide's, as its text after its title.

A question that asks only what a page says ("What does page 2 say?") has no topic for the gates
to weigh, and the page's own text is its answer: the evidence is the page's opening passage in
each document that has the page, each sentence certain to hold what was asked. A request about
the topic a section is headed by ("Tell me about equipment" under "Equipment") is answered with
that section's opening passage rather than the one sentence likeliest to hold a fact."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from uuid import UUID

from ragkit.answer.context import Source, numbered
from ragkit.answer.evidence import (
    LIGHT_VERBS,
    QUESTION_FORM,
    QUESTION_WORD,
    SENTENCE_FEATURES,
    Evidence,
    Findings,
    OtherKind,
    asks,
    content_words,
    cut_parts,
    hit_spans,
    is_heading,
    name_and_section,
    slide_point,
    subject_verbs,
    terms,
    without_framing,
)
from ragkit.models.chunks import place_label
from ragkit.models.formats import is_slide_deck
from ragkit.models.retrieval import SearchFilters, SearchHit
from ragkit.sentences import Span, one_line, runs_on

# a title begins with a letter (or a Markdown heading's "#") and ends in none of a sentence's
# or a label's marks
_TITLE = re.compile(r"^\s*(?:#+\s*)?[^\W\d_][^\n]*(?<![.:;,)\]])\s*$")
# A document's title, looked up when a gate needs it (`document_title`)
Title = Callable[[], str | None]
_IN_ORDER = attrgetter("hit.chunk_id")  # a document's chunks are stored in its order
PASSAGE_SENTENCES = 3  # an opening passage; a page's is shared by the documents shown
SLIDE_SENTENCES = 8  # a slide is read whole, up to this many of its points or a chart's rows
PART_SENTENCES = 5  # a numbered part ("clause 2" with its 2.1, 2.2 ...), shared likewise
# What a document's numbered part is called before its number ("Article 4", "Step 2:")
PART_NOUNS = "clause section article paragraph para item step point rule chapter part".split()
_BEFORE_NUMBER = rf"[#\s]*(?:§\s*|(?:{'|'.join(PART_NOUNS)})s?\.?\s+)?"
# the number a numbered part begins with, after a Markdown heading's "#", a "§" or its noun
_PART_NUMBER = re.compile(
    rf"{_BEFORE_NUMBER}(\d{{1,3}}(?:\.\d{{1,3}})*)\.?(?:[\s):]|$)", re.IGNORECASE
)
PAGE_DOCUMENTS = 3  # a page of more documents than this: the first ones by name, and a note
CHUNKS_PER_DOCUMENT = 2  # the page's first chunk may hold only a heading at its end
# a passage sentence is not short, and lacks no word of a question that names no topic
_PLAIN = tuple(0.0 for _ in SENTENCE_FEATURES)


def named(names: Sequence[str], words: set[str]) -> list[int]:
    """The positions of the file names that hold every one of the question's words ("the
    security guide"); all of them when it has none."""
    return [i for i, name in enumerate(names) if words <= terms(place_label(name, None, ""))]


def opening(
    hits: Sequence[SearchHit], page: int | None, documents: int
) -> tuple[list[Source], Findings]:
    """The opening passage of `page` (of the document, with None) in each document's first
    chunk that has one (`hits` in the documents' order): the sources the answer cites,
    numbered, and the passages' sentences as findings."""
    passages: dict[UUID, tuple[SearchHit, list[Span]]] = {}
    for hit in hits:
        if hit.document_id not in passages and (passage := _passage(hit, page, documents)):
            passages[hit.document_id] = (hit, passage)
    return _found(list(passages.values()))


def part_line(number: str) -> str:
    """A pattern, the same to Python and to PostgreSQL (case aside), of a line that begins the
    part numbered `number` ("2.1 Either party ...", "## 3. Deposit", "Article 4 - Term", "§ 4";
    not "2.1.3" nor "2.10")."""
    return rf"(^|\n){_BEFORE_NUMBER}{re.escape(number)}\.?(\s|\)|:|$)"


def numbered_part(
    hits: Sequence[SearchHit], number: str, following: Sequence[SearchHit] = ()
) -> tuple[list[Source], Findings, list[str]]:
    """The part numbered `number` in each document's first chunk that has it (`hits` in the
    documents' order): the sentence it begins with and those after it up to the next part
    numbered at its level or above ("2.1" runs on over "(a)" and "2.1.1" up to "2.2" or "3."),
    on into the document's next chunks (`following`, in order) where the chunk ends first, at
    most PART_SENTENCES in all; the sources and findings as `opening` gives them, and the files
    whose part runs on past what is quoted."""
    per_document = max(1, PART_SENTENCES // max(1, len({hit.document_id for hit in hits})))
    passages: list[tuple[SearchHit, list[Span]]] = []
    running_on: list[str] = []
    for hit in hits:
        if any(hit.document_id == found.document_id for found, _ in passages):
            continue
        later = [h for h in following if h.document_id == hit.document_id]
        part = _Part(number, per_document)
        for chunk in [hit, *later]:
            spans = part.read(chunk)
            if spans:
                passages.append((chunk, spans))
            if part.ended:
                break
        if part.runs_on:
            running_on.append(hit.filename)
    sources, findings = _found(passages)
    return sources, findings, running_on


class _Part:
    """Reads a numbered part from its document's chunks, in order: from the line that begins
    it up to the next part at its level or above, at most `sentences` sentences."""

    def __init__(self, number: str, sentences: int) -> None:
        self.number, self.level, self.left = number, number.count("."), sentences
        self.ended = False  # at the next part, or at the limit
        self.runs_on = False  # past the limit
        self._last: str | None = None  # the last sentence read

    def read(self, hit: SearchHit) -> list[Span]:
        """The part's sentences in this chunk, which repeats the end of the one before it (the
        chunks overlap) up to the last sentence read."""
        spans = hit_spans(hit)
        if self._last is None:
            start = next(
                (i for i, s in enumerate(spans) if _number_of(hit, s) == self.number), None
            )
            if start is None:
                return []
        else:
            texts = [one_line(_text(hit, span)) for span in spans]
            start = texts.index(self._last) + 1 if self._last in texts else 0
        part: list[Span] = []
        for span in spans[start:]:
            begins = _number_of(hit, span) if part or self._last is not None else None
            if begins is not None and begins.count(".") <= self.level:
                self.ended = True
                break
            if not self.left:
                self.ended = self.runs_on = True
                break
            part.append(span)
            self.left -= 1
            self._last = one_line(_text(hit, span))
        return part


def _number_of(hit: SearchHit, span: Span) -> str | None:
    """The number a sentence begins with as a numbered part's ("2.1", "§ 4", "## 3."), if any."""
    begins = _PART_NUMBER.match(_text(hit, span))
    return begins.group(1) if begins else None


def _found(passages: Sequence[tuple[SearchHit, list[Span]]]) -> tuple[list[Source], Findings]:
    """The passages' chunks as the sources an answer cites, numbered, and their sentences as
    findings, each certain to hold what was asked."""
    sources = numbered([hit for hit, _ in passages])
    evidence = [
        Evidence(source, span, _PLAIN, 1.0)
        for source, (_, passage) in zip(sources, passages, strict=True)
        for span in passage
    ]
    return sources, Findings(evidence, answerable=1.0, whole=True)


def _passage(hit: SearchHit, page: int | None, documents: int) -> list[Span]:
    """The opening passage of the hit's `page` (of its text, with None), its share of what
    `documents` documents' passages hold; a slide's text whole (`_slide`)."""
    on_page = [span for span in hit_spans(hit) if page is None or span.page == page]
    if page is not None and is_slide_deck(hit.filename):
        return _slide(hit, on_page, max(1, SLIDE_SENTENCES // documents))
    return _opening(hit, on_page, max(1, PASSAGE_SENTENCES // documents))


def _slide(hit: SearchHit, spans: Sequence[Span], sentences: int) -> list[Span]:
    """The slide's text after its title (its first line, when it reads as a heading), up to
    `sentences` of it: a slide's points are short and unpunctuated, as headings are, and none
    heads the points after it, as a page's heading does."""
    titled = bool(spans) and is_heading(_text(hit, spans[0]))
    return list(spans[1 if titled else 0 :][:sentences])


class Sections:
    """The heading each sentence of some sources stands under: the nearest heading before it in
    its chunk's text; before the chunk's first, the one in force where an earlier chunk of its
    document holds the chunk's first sentence (chunks overlap by a sentence, and a PDF's
    section runs on into the next chunk, which has no section of its own to say so), or else
    the chunk's section (None in a document without). The short lines after a sentence that
    ends in a colon are the items of the list it opens, not headings ("Please have these ready
    when you call:" and "your employee number"), a slide's point heads nothing ("Ana Costa
    leads the project" under "Team"), and a sentence's first part cut off by the end of its
    page heads nothing ("The first coffee may taste" before "slightly bitter ...")."""

    def __init__(self, sources: Iterable[Source]) -> None:
        self._headings: dict[tuple[int, int], str | None] = {}
        self._sentences: list[tuple[UUID, str | None, str]] = []
        self.titles: set[str] = set()  # the headings the sources' text has
        in_force: dict[tuple[UUID, str], str | None] = {}
        for source in sorted({s.n: s for s in sources}.values(), key=_IN_ORDER):
            hit = source.hit
            spans = hit_spans(hit)
            heading = hit.section
            if heading is None and spans:
                heading = in_force.get((hit.document_id, one_line(_text(hit, spans[0]))))
            texts = [_text(hit, span) for span in spans]
            listing = False
            for index, (span, (text, following)) in enumerate(
                zip(spans, _with_next(texts, ""), strict=True)
            ):
                # a heading stands under the one before it, but its words are its section's
                self._headings[(source.n, span.start)] = heading
                item = listing and _an_item(text, following)
                point = slide_point(hit.filename, spans, index)
                if is_heading(text) and not (item or point or runs_on(text, following)):
                    heading = text
                    self.titles.add(text)
                listing = item or _opens_a_list(text)
                self._sentences.append((hit.document_id, heading, text))
                in_force[(hit.document_id, one_line(text))] = heading

    def place_of(self, evidence: Evidence) -> tuple[UUID, str | None]:
        """The document and the section a sentence of the sources stands in."""
        key = (evidence.source.n, evidence.span.start)
        return evidence.source.hit.document_id, self._headings.get(key)

    def said_under(self, document: UUID) -> dict[str, set[str]]:
        """The words each titled section of the document says, its title's among them: a label
        or a figure's caption ("(Fig. 1a) .") divides no text by topic."""
        said: dict[str, set[str]] = {}
        for held_by, heading, text in self._sentences:
            if held_by == document and heading is not None and _TITLE.match(heading):
                said.setdefault(heading, set()).update(terms(text))
        return said


def _an_item(line: str, following: str) -> bool:
    """Whether a line in a list (after a sentence ending in a colon, or an item) is an item of
    it: bulleted or numbered, or a line not written as a sentence, in lower case or followed by
    another such line; a capitalised line before a sentence is the next heading ("On-call")."""
    if _BULLET.match(line):
        return True
    return _a_bare_line(line) and (line.lstrip()[:1].islower() or _a_bare_line(following))


def _opens_a_list(text: str) -> bool:
    """Whether the sentence introduces a list: it ends in a colon."""
    return text.rstrip().endswith(":")


def _a_bare_line(text: str) -> bool:
    """A line not written as a sentence (no end punctuation), nor a table's row."""
    line = text.strip()
    return (
        bool(line) and not line.endswith((".", "!", "?", ":", ";")) and not {"|", "\n"} & set(line)
    )


def document_title(opening: SearchHit) -> str | None:
    """The title of the document whose first chunk is `opening`: the heading its text opens
    with, when only headings and short lines follow it there (a title slide and its subtitle, a
    DOCX's Title, a Markdown "# Runbook" before its first "##"). A title heads all of the
    document, as its file name does, so a word of it names no one section's topic ("How many
    households did Brightwater serve?" of a deck whose title slide alone says "Brightwater").
    None when the document opens with text or with a section that holds sentences (a notice's
    heading over its text; a sheet's name, which its rows do not begin with). A document without
    sections of its own (a PDF, plain text) is titled by its first line when another heading
    follows it ("Bluewave Ferries conditions of carriage" over "Tickets")."""
    lines = [line.strip() for line in opening.content.splitlines() if line.strip()]
    if not opening.section and len(lines) > 1:
        return lines[0] if is_heading(lines[0]) and is_heading(lines[1]) else None
    if not opening.section or not lines or _title(lines[0]) != opening.section:
        return None
    return opening.section if all(is_heading(line) for line in lines[1:]) else None


def headed_elsewhere(
    question: str, best: Evidence, evidence: Sequence[Evidence], title: Title = lambda: None
) -> OtherKind | None:
    """Another section of the best sentence's document headed by a word of the question that the
    best sentence's section never says ("Sick leave" to "How many sick days are paid?", whose
    likeliest sentence is the one on the days of paid annual leave): the document speaks of what
    is asked under its own heading, and a sentence under another does not answer it, as the one
    under the heading, ranked below it, does not. As the heading asked about, and the best
    sentence's heading ("" when none stands before it in its chunk); None when no other heading
    names such a word. Only sections count, which divide a document by topic: an unsectioned
    article that says the word somewhere may well answer in other words (COVID-QA, PubMedQA);
    and the document's title heads every section of it (`document_title`; `title` looks it up,
    only for a question that gets that far)."""
    hit = best.source.hit
    same = _same_document(best, evidence)
    sectioned = {e.source.hit.section for e in same if e.source.hit.section}
    headings = {e.text for e in same if is_heading(e.text)} | sectioned
    asked = terms(without_framing(question)) - terms(best.text)
    if not any(terms(other) & asked for other in headings):
        return None  # what every question pays: no place is looked up
    sections = Sections(e.source for e in same)  # which keeps no list's items as headings
    titles = {other for other in headings if other in sections.titles or other in sectioned}
    heads_all = title()
    if heads_all:
        titles.discard(heads_all)
    named = {other: terms(other) & asked for other in titles}
    if not any(named.values()):
        return None
    _, heading = sections.place_of(best)
    # a heading stands under the one before it, but says what its own section is about
    said = [e.text for e in same if e.text not in titles and sections.place_of(e)[1] == heading]
    place = [heading or "", heads_all or "", place_label(hit.filename, None, "")]
    here = terms(" ".join([*place, *said]))
    for other, words in named.items():
        if other != heading and words - here:
            return OtherKind(_title(other), _title(heading or ""), elsewhere=True)
    return None


# A light verb (`evidence.LIGHT_VERBS`: "Can I put glass in the blue bin?") asks of no section: one
# that says "Put your bin out by 7:00" is not what the question asks of
# ... nor do the prepositions that say when ("Can I change an invoice number after sending?" is
# not asked of the reminders' section for its "3 days after the due date"); to the word
# signals they stay words (as function words there, they cost COVID-QA 0.004 answer-right)
_WHEN_WORDS = terms("after before during until till within")
# ... nor does the verb its subject pronoun stands before (`evidence.subject_verbs`: "Can I pay
# the deposit with a debit card?" asks of the deposit, not of the drivers' section that says
# "Drivers under 25 pay")


def asked_of_another_section(
    question: str, best: Evidence, evidence: Sequence[Evidence], title: Title = lambda: None
) -> OtherKind | None:
    """Another section of the best sentence's document that says every word of the question
    the best sentence's section does not, but not every word it does: what the document says of
    one topic, asked of another ("How many days per week may drivers work from home?": drivers
    stand under "Safety on the network" alone, and "Working from home" speaks of office staff).
    As that section's heading, the best sentence's, and the question's words that stand there
    alone; None when no such section is among the evidence. Both sentences must stand under a
    heading: sections divide a document by topic, and an article without them may say the same
    thing in two places. The document's title heads every section, as its name does (`title`
    looks it up, only for a question that gets that far); a light verb names no topic, nor
    does a word of the question's form ("By what time ..."), nor is a question asked of
    another section for a verb after its subject pronoun alone."""
    asked = terms(QUESTION_FORM.sub(" ", without_framing(question))) - LIGHT_VERBS - _WHEN_WORDS
    name = terms(place_label(best.source.hit.filename, None, ""))
    if asked <= terms(best.text) | name:
        return None  # what most questions pay: the best sentence says every word
    sections = Sections(e.source for e in _same_document(best, evidence))
    said = sections.said_under(best.source.hit.document_id)
    heading = sections.place_of(best)[1]
    if heading is None or heading not in said or _names_the_phase(question, heading):
        return None
    name |= terms(title() or "")
    if asked <= terms(best.text) | name:
        return None
    here = said[heading] | name
    # a figure or a year is no topic: the other section may speak of the same thing in
    # another year ("Where will the chain open shops in 2026?", the chain under 2025's results)
    missing, topic = asked - here, {word for word in asked & here if not word.isdigit()}
    # what is done is no topic, but it still tells the sections apart: "How far ahead can I
    # reserve a room?" is not asked of a section that says "ahead" and not "reserve"
    done = subject_verbs(question)
    if not missing - done or not topic:
        return None
    for other, words in said.items():
        if other != heading and missing <= words and not topic <= words:
            shown = [w.group() for w in content_words(question) if terms(w.group()) & missing]
            return OtherKind(_title(heading), _title(other), elsewhere=True, words=tuple(shown))
    return None


def _names_the_phase(question: str, heading: str) -> bool:
    """Whether the heading names a phase of what is done ("After you give") and the question
    names it, its word of when and all ("What should I avoid after giving blood?"): it asks of
    that section, though another says what it is done with ("Men can give whole blood")."""
    opening = QUESTION_WORD.search(heading)
    if opening is None or not terms(opening.group()) & _WHEN_WORDS:
        return False
    return terms(heading) <= terms(question)


def _title(heading: str) -> str:
    return heading.lstrip("#").strip()


def heading_asked(topic: set[str], best: Evidence, evidence: Sequence[Evidence]) -> str | None:
    """The heading of a section of the best sentence's document whose words are the question's
    topic words (`topic`), with the words of the document's name ("What does the handbook say
    about sick leave?": "Sick leave" in handbook.pdf): the best sentence's own section's
    (`Sections`) or, when that is not it, one that stands among the evidence; None when none
    is."""
    same = _same_document(best, evidence)
    return _heading_asked(topic, best, same, _own_section(best, same))


def _same_document(best: Evidence, evidence: Sequence[Evidence]) -> list[Evidence]:
    return [e for e in evidence if e.source.hit.document_id == best.source.hit.document_id]


def _own_section(best: Evidence, same: Sequence[Evidence]) -> str | None:
    return Sections([best.source, *(e.source for e in same)]).place_of(best)[1]


def _heading_asked(
    topic: set[str], best: Evidence, same: Sequence[Evidence], own: str | None
) -> str | None:
    name = terms(place_label(best.source.hit.filename, None, ""))

    def asked(title: str | None) -> bool:
        headed = terms(title or "")
        return bool(headed) and headed <= topic <= headed | name

    titles = [own, *(e.text for e in same if is_heading(e.text))]
    return next((t for t in titles if asked(t)), None)


def section_opening(
    topic: set[str], best: Evidence, evidence: Sequence[Evidence]
) -> list[Evidence]:
    """The opening passage of the section whose heading the question's topic words are
    (`heading_asked`); [] when none is. It opens after the heading in the nearest chunk of the
    evidence that holds it up to the best sentence, when the best sentence stands in that
    section (an earlier chunk, when the section runs on across chunks), or else in the first
    chunk that holds it; at the start of the best sentence's chunk when none does (a section
    its chunk has no heading for). The passage is the evidence's sentences that say it, as far
    as they do (a sentence said by an earlier part of the question is no evidence any more)."""
    same = _same_document(best, evidence)
    section = _own_section(best, same)
    title = _heading_asked(topic, best, same, section)
    if title is None:
        return []
    return _passage_under(title, section, best, same)


def answer_under_a_question(best: Evidence, evidence: Sequence[Evidence]) -> list[Evidence]:
    """An entry of a page of questions and answers: when the best sentence stands under a
    heading that is itself a question ("Can I arrive late?"), the passage under it, which its
    writer wrote as the answer ("Reception closes at 21:00. If you arrive later, call us ...");
    [] under any other heading, and when the passage's opening does not reach the best
    sentence. Asked the heading's own question, the passage after it answers (a question
    answers nothing)."""
    same = _same_document(best, evidence)
    section = _own_section(best, same)
    if section is None or not asks(section):
        return []
    heading = one_line(_title(section))
    passage = [
        e
        for e in _passage_under(section, section, best, same)
        if one_line(_title(e.text)) != heading
    ]
    return passage if best in passage or one_line(_title(best.text)) == heading else []


def _passage_under(
    title: str, section: str | None, best: Evidence, same: Sequence[Evidence]
) -> list[Evidence]:
    """The opening passage under the heading `title` (`section_opening`), of the evidence of the
    best sentence's document (`same`), whose section is `section`."""
    hit = best.source.hit
    opening_hit, after = hit, hit_spans(hit)
    own = section == title
    # in the best sentence's section, the nearest heading up to it: a later one, or a heading
    # of the same words further on, heads another section
    sources = [e.source for e in same if not own or e.source.hit.chunk_id < hit.chunk_id]
    for source in sorted({s.n: s for s in [best.source, *sources]}.values(), key=_IN_ORDER):
        spans = hit_spans(source.hit)
        if own and source.hit.chunk_id == hit.chunk_id:
            spans = [s for s in spans if s.end <= best.span.start]
        heads = [i for i, s in enumerate(spans) if _text(source.hit, s) == title]
        if heads:
            opening_hit, after = source.hit, hit_spans(source.hit)[heads[-1] + 1 :]
            if not own:
                break
    said = {one_line(e.text): e for e in same}
    chosen = []
    for text in _read_on(opening_hit, after, [e.source.hit for e in same]):
        found = said.get(text)
        if found is None:
            break
        chosen.append(found)
    return chosen


def _read_on(hit: SearchHit, after: Sequence[Span], hits: Sequence[SearchHit]) -> list[str]:
    """The opening passage from `after` (spans of `hit`, after a heading), as `_opening` reads
    it, read on into the next chunk of the document among `hits` when the chunk ends first: a
    heading at the foot of a page is the last sentence of its chunk (the next chunk begins with
    a sentence this one holds: chunks overlap)."""
    passage: list[str] = []
    in_order = sorted({h.chunk_id: h for h in hits}.values(), key=attrgetter("chunk_id"))
    while True:
        for span in after:
            text = _text(hit, span)
            if is_heading(text):
                if passage:
                    return passage
                continue
            if one_line(text) not in passage:
                passage.append(one_line(text))
            if len(passage) == PASSAGE_SENTENCES:
                return passage
        held = {one_line(_text(hit, span)) for span in hit_spans(hit)}
        following = next(
            (h for h in in_order if h.chunk_id > hit.chunk_id and _first_sentence(h) in held),
            None,
        )
        if following is None:
            return passage
        hit, after = following, hit_spans(following)


def _first_sentence(hit: SearchHit) -> str | None:
    spans = hit_spans(hit)
    return one_line(_text(hit, spans[0])) if spans else None


def _opening(hit: SearchHit, spans: Sequence[Span], sentences: int) -> list[Span]:
    """The first `sentences` of `spans` (the hit's) after any heading, up to the next heading."""
    passage: list[Span] = []
    for span in spans:
        if is_heading(_text(hit, span)):
            if passage:
                break
            continue
        passage.append(span)
        if len(passage) == sentences:
            break
    return passage


def _text(hit: SearchHit, span: Span) -> str:
    return hit.content[span.start : span.end]


def not_on_pages(
    hits: Sequence[SearchHit], filters: SearchFilters, words: Sequence[str]
) -> list[tuple[str, tuple[str, int] | None]]:
    """Each of `words` that no text of the hits on the filters' pages holds, nor the name or the
    section of a document with text there, with the first place elsewhere that holds it (file
    name and page; `hits` in the order to look in), or None when no hit's text does."""
    on_pages: set[str] = set()
    elsewhere: dict[str, tuple[str, int]] = {}
    for hit in hits:
        in_range = filters.overlaps(hit.page_start, hit.page_end)
        place = terms(place_label(hit.filename, hit.section, ""))
        for span in hit_spans(hit):
            said = terms(_text(hit, span))
            if in_range and filters.holds_page(span.page):
                on_pages |= said | place
            elif span.page is not None:
                for term in said:
                    elsewhere.setdefault(term, (hit.filename, span.page))
    wanted = {word: terms(word) for word in words}
    missing = [word for word, its in wanted.items() if its and not its <= on_pages]
    return [(word, _first_place(wanted[word], elsewhere)) for word in missing]


def _first_place(wanted: set[str], places: dict[str, tuple[str, int]]) -> tuple[str, int] | None:
    """Where the first of the `wanted` terms stands, if any of them does."""
    return next((places[term] for term in sorted(wanted) if term in places), None)


# A list's items an answer quotes after the sentence that introduces it, at most
LIST_ITEMS = 8
_STEP = re.compile(r"^\s*(\d{1,2})[.)]\s")  # "2. Enter the portal address."
_PROCEDURE_STEPS = 2  # chosen steps that make the answer a procedure
_ASKS_HOW_TO = re.compile(
    r"^\s*how\s+(?:do|does|can|could|should|would|must|to)\b|\b(?:steps?|procedure|instructions)\b",
    re.IGNORECASE,
)
_LABEL_WORDS = 6  # at most, bullet and code among them: an item's label, not its sentence
_BULLET = re.compile(r"^\s*(?:[-*\u2022\u25aa\u2013]|\d{1,2}[.)]|[a-z][.)])\s")


def completed(
    question: str, chosen: Sequence[Evidence], evidence: Sequence[Evidence]
) -> list[Evidence]:
    """The chosen sentences completed: each whole where a page's end cut it in two ("The first
    coffee may taste" on one page and "slightly bitter while ..." on the next; each part is
    quoted on its own page), each followed by the rest of the list item it opens ("- E2 - Bean
    hopper empty." and "Add beans; ..." on its line: an item's label alone is no answer) or by
    the items of the list it introduces ("Please have these ready when you call:" and the lines
    after it), and, asked how to do something, with every step of a numbered procedure of
    which two or more were chosen (step 1 of three was left out for being less like the
    question): a list or a procedure quoted in part leaves the reader without the rest.
    Numbered rules asked of are no procedure ("Are barbecues allowed and are dogs welcome?" is
    rules 3 and 4 of five)."""
    completed: list[Evidence] = []
    for sentence in chosen:
        before, after = _rest_of_sentence(sentence, evidence)
        more = (*after, *_rest_of_item(sentence, evidence), *_items_after(sentence, evidence))
        for found in (*before, sentence, *more):
            if found not in completed:
                completed.append(found)
    if not _ASKS_HOW_TO.search(question):
        return completed
    for steps in _procedures(question, completed, evidence):
        # the procedure in its order, where its first chosen step stood
        at = min(completed.index(step) for step in steps if step in completed)
        others = [e for e in completed if e not in steps]
        completed = [*others[:at], *steps, *others[at:]]
    return completed


def _in_order(sentence: Evidence, evidence: Sequence[Evidence]) -> list[Evidence]:
    """The evidence of the sentence's chunk, in the order the chunk has it."""
    same = (e for e in evidence if e.source.n == sentence.source.n)
    return sorted(same, key=lambda e: e.span.start)


def _rest_of_sentence(
    sentence: Evidence, evidence: Sequence[Evidence]
) -> tuple[list[Evidence], list[Evidence]]:
    """The parts of the sentence before and after this one of it that a page's end cut off
    (`sentences.runs_on`). Run-on text cut short of MAX_SENTENCE_CHARS stays cut: its parts
    are sentences enough, and an answer of both is twice as long."""
    if sentence.span.row is not None:
        return [], []
    ordered = _in_order(sentence, evidence)
    at = ordered.index(sentence)
    start, end = cut_parts(sentence.source.hit.content, [e.span for e in ordered], at)
    return ordered[start:at], ordered[at + 1 : end + 1]


def _rest_of_item(sentence: Evidence, evidence: Sequence[Evidence]) -> list[Evidence]:
    """The sentences after one opening a bulleted or numbered item as its label ("- E4 -
    Overheating.") that stand on its line; an item that opens with a sentence of its own ("a)
    The bats were divided into four compartments: ...") is no label."""
    if not _BULLET.match(sentence.text) or len(sentence.text.split()) > _LABEL_WORDS:
        return []
    content = sentence.source.hit.content
    line_end = content.find("\n", sentence.span.end)
    end = len(content) if line_end < 0 else line_end
    return [
        e
        for e in _in_order(sentence, evidence)
        if sentence.span.end <= e.span.start and e.span.end <= end
    ]


def _items_after(sentence: Evidence, evidence: Sequence[Evidence]) -> list[Evidence]:
    """The items of the list a sentence ending in a colon introduces: the lines after it that
    read as items (`_an_item`), up to `LIST_ITEMS`."""
    if not _opens_a_list(sentence.text):
        return []
    after = [e for e in _in_order(sentence, evidence) if e.span.start >= sentence.span.end]
    items: list[Evidence] = []
    texts = [e.text for e in after]
    for line, (text, following) in zip(after, _with_next(texts, ""), strict=True):
        if len(items) == LIST_ITEMS or not _an_item(text, following):
            break
        items.append(line)
    return items


def _with_next(texts: Sequence[str], last: str) -> list[tuple[str, str]]:
    """Each text with the one after it (`last` after the last)."""
    return list(zip(texts, [*texts[1:], last], strict=False))


def _procedures(
    question: str, chosen: Sequence[Evidence], evidence: Sequence[Evidence]
) -> list[list[Evidence]]:
    """The numbered procedures (steps 1, 2, 3 ... one after another in a chunk) of which two or
    more steps are chosen, or the first step where the question says a word of the file's or
    section's name ("How do I set up an eSIM?" of "Setting up an eSIM", whose step 1 alone
    came closest), each as all its steps: the first of numbered house rules, asked how to do
    what no file or section name says, is a fact, not a procedure's first step."""
    asked = terms(question)
    return [
        run
        for source in {e.source.n: e for e in chosen}.values()
        for run in _numbered_runs(_in_order(source, evidence))
        if sum(step in chosen for step in run) >= _PROCEDURE_STEPS
        or (run[0] in chosen and asked & name_and_section(run[0].source))
    ]


def _numbered_runs(sentences: Sequence[Evidence]) -> list[list[Evidence]]:
    """The runs of sentences numbered 1, 2, 3 ... one after another."""
    runs: list[list[Evidence]] = []
    run: list[Evidence] = []
    for sentence in sentences:
        step = _STEP.match(sentence.text)
        number = int(step.group(1)) if step else None
        if number is not None and number == len(run) + 1:
            run.append(sentence)
            continue
        if run:
            runs.append(run)
        run = [sentence] if number == 1 else []
    return [*runs, run] if run else runs

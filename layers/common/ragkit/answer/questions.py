"""Reading a question before searching: the questions it asks, a page it names, a follow-up that
swaps the topic of the previous question, and a misspelt name or term read as the documents spell
it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ragkit.answer.evidence import (
    CLOCK,
    DURATION,
    HOW_LABEL_WORDS,
    ORDINALS,
    QUESTION_WORD,
    SEASONS,
    content_words,
    ordinal_number,
    terms,
)
from ragkit.answer.passages import PART_NOUNS
from ragkit.errors import ValidationFailed
from ragkit.models.chunks import place_label
from ragkit.models.retrieval import MAX_PAGE, SearchFilters
from ragkit.sentences import one_line, split
from ragkit.settings import Settings
from ragkit.tables import cells, row_name, unbracketed
from ragkit.tokens import count_tokens

# A page named by its number; a deck's slide is its page ("What is on slide 3?")
_PAGE = re.compile(r"\b(?:on |at |from )?(?:page|p\.|slide)\s*(\d{1,7})\b", re.IGNORECASE)
# A part of a document named by its number: a contract's clause, a policy's section, a runbook's
# step ("clause 2.1", "section 3", "step 4", "§ 7"), as numbered paragraphs begin
_NUMBERED_PART = re.compile(
    rf"(?:\b(?:{'|'.join(PART_NOUNS)})s?\.?\s*|§\s*)(\d{{1,3}}(?:\.\d{{1,3}}){{0,5}})(?![\d.]*\d)(?!\w)",
    re.IGNORECASE,
)
# Words that ask what a page holds, not about a topic on it ("Summarise page 2", "What is written
# on page 3 of the PDF?")
_ABOUT_A_PAGE = terms(
    "summarise summarize summary contain content cover written write show read page slide text "
    "document file pdf"
)
# Words that name a document or its type, not a topic, in a question that names a document
# ("Give me an overview of the employee handbook." asks what it says)
_DOCUMENT_NOUNS = terms(
    "document file guide manual handbook policy report notice leaflet brochure paper article "
    "pdf docx csv txt html md"
)
_ABOUT_A_DOCUMENT = _ABOUT_A_PAGE | _DOCUMENT_NOUNS | terms("overview give")
# What a slide is of, in a question that names one ("What is on slide 2 of the deck?")
_DECK = terms("deck presentation")
# A document a question names by its kind, with the words before that kind ("the security
# guide", "the handbook", "our travel policy"); not a kind that other words qualify ("the leave
# policy" names no file without "leave" in its name), nor a word used otherwise ("how much notice")
_KIND_NOUNS = (
    "guide manual handbook policy report notice leaflet brochure runbook document file".split()
)
_KIND = re.compile(  # each kind as a noun, one or many ("policy", "policies"), not "reported"
    r"\b(?:"
    + "|".join(
        f"{noun[:-1]}(?:y|ies)" if noun.endswith("y") else f"{noun}s?" for noun in _KIND_NOUNS
    )
    + r")\b",
    re.IGNORECASE,
)
_KINDS = terms(" ".join(_KIND_NOUNS))
_ANY_DOCUMENT = terms("document file")  # kinds that every file is
_WORD_BEFORE = re.compile(r"[\w'-]+")
_DETERMINERS = frozenset("the this that our your my its their".split())
_NAME_QUALIFIERS = 3  # "the IT security policy"
_SWAP = re.compile(r"^\s*(?:and|what about|how about|and what about|also)\s+(.+?)[\s?.!]*$", re.I)
# A follow-up asking for more of what the conversation is about ("tell me more", "what else?",
# "anything else about sick pay?", "go on"), not a question with "more" in it ("How many more
# days may I carry over?")
_MORE = re.compile(
    r"^\s*(?:(?:and|so|ok|okay|please)\W+)*(?:(?:can|could) you\s+)?(?:please\s+)?"
    r"(?:tell me more|say more|what else|anything else|go on|continue|keep going"
    r"|more(?=\W*$|\s+(?:about|on|please)\b))\b",
    re.IGNORECASE,
)
# A code that names one thing: a vehicle's plate ("TW-401"), a card ("FC-07"), an order
# ("PO-4471"), a strain ("H7N9"): a letter first, and as many digits as letters or more (a name
# such as "CEACAM1" or "COVID-19" is mostly letters, and read as words are)
_CODE = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![\w-])")
# a year standing alone: not a part of a figure ("12,2024"), a code ("2019-nCoV") or a longer
# number; a range's second year ("2008-2009") is one
YEAR = re.compile(r"(?<![\w.,])(?<![A-Za-z]-)(1[89]\d\d|20\d\d)(?!\w|-[A-Za-z]|[.,]\d)")
# Quarters and halves of a year, which documents write out as often ("the third quarter")
_PERIOD = re.compile(r"[QH]\d", re.IGNORECASE)
_PERIOD_CODE = re.compile(r"(?<![\w-])([QH])([1-4])(?![\w-])", re.IGNORECASE)
_PERIOD_WORDS = re.compile(r"\b(?:the\s+)?(\w+)\s+(quarter|half)\b", re.IGNORECASE)
_PERIODS = {"q": ("quarter", 4), "h": ("half", 2)}
# a word for several days of the week, and the days it names as a timetable's row writes them
DAY_SPAN = re.compile(r"\b(weekday|weekend)s?\b", re.IGNORECASE)
_DAY_SPANS = {"weekday": "Monday to Friday", "weekend": "Saturday and Sunday"}
_RESPELL_MIN_LETTERS = 5
_TWO_EDITS_FROM_LETTERS = 8
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = tuple(
    "January February March April May June July August September October November December".split()
)
# Days and months are capitalised, but named in other words too ("at weekends", "in spring"):
# no name that a paraphrase could not use
_CALENDAR = frozenset(word.lower() for word in (*DAYS, *MONTHS))
# kinds of time one of which a follow-up may swap for another ("And in summer?" after winter)
_TIME_KINDS = (
    SEASONS,
    frozenset(day.lower() for day in DAYS),
    frozenset(month.lower() for month in MONTHS),
)
_WH_WORDS = "how what when where which who whom why whose".split()
_AUXILIARIES = (
    "is are was were do does did can could should must will would has have had may might".split()
)
_QUESTION_WORDS = frozenset([*_WH_WORDS, *_AUXILIARIES, "many", "much", "long", "often"])
_WH = f"(?:{'|'.join(_WH_WORDS)})"
_AUXILIARY = f"(?:{'|'.join(_AUXILIARIES)})"
# a question answered yes or no: it opens with its verb ("Does the kiosk sell stamps?")
YES_OR_NO = re.compile(rf"^\s*{_AUXILIARY}\b", re.IGNORECASE)
# a subject right after the question word is a statement's order: "when there is no
# intervention", "how they drive evolution" are clauses of the question, not questions
_SUBJECT = r"(?:it|they|there|this|that|i|we|you|he|she)"
# Where a second question starts: after a question mark, or after "and" / ";" / "," when a
# question word opens a clause of its own, either inverted ("and how many days do I get", "and
# where is it expressed"), asking for the subject ("and who supplies it", "and what increases
# the risk", "and who painted the Mona Lisa"), for an amount ("and how many weeks of parental
# leave?") or for the same of another topic ("and what about sick leave?"); not an embedded
# clause ("learning how they drive evolution") and not a name ("the ECDC and WHO"): the question
# word is written in lower case there.
_NEXT_QUESTION = re.compile(
    r"\?\s+(?=\S)"
    r"|(?<=[.!])\s+(?=[A-Z])"  # after a request ("Tell me about sick leave. Who pays it?")
    r"|(?:,?\s+and\s+|\s*;\s*|,\s+)(?="
    rf"{_WH}\b(?!\s+{_SUBJECT}\b)(?:\s+\w+){{0,5}}?\s+{_AUXILIARY}\b"
    r"|(?:what|who|which)\s+(?!(?:is|was|has|does)\b)[a-z]+(?:s|ed)\b"
    r"|how\s+(?:many|much|long|often|far|old|soon)\b"
    r"|(?:what|how)\s+about\b"  # the first question again, of another topic
    rf"|{_AUXILIARY}\s+(?:{_SUBJECT}|these|those|the|a|an)\b)"
)
# The text before a split must itself be a question: "As of 21 February, how many cases were
# reported?" asks one thing.
_OPENS_QUESTION = rf"\s*(?:{_WH}|{_AUXILIARY})\b"
# A follow-up narrowing the previous question ("and in high season?", "and with Full cover?"):
# what it narrows to
_NARROWED = re.compile(
    r"^\s*(?:and|what about|how about|and what about|also)\s+"
    r"(in|at|on|to|for|from|during|with|without|under)\s+"
    r"(.+?)[\s?.!]*$",
    re.IGNORECASE,
)
# prepositions that say the opposite of each other before one thing ("with/without camping")
_OPPOSITES = {"with": "without", "without": "with"}
# A place named by capitalised words after a preposition ("in North", "at Mill Lane")
_NAMED_PLACE = r"\b{preposition}\s+((?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*)*)"
_ARTICLE = re.compile(r"^\s*(?:a|an|the)\s+", re.IGNORECASE)
# Capitalised words in a row, where no sentence starts ("the Single room", "Dr Hart"): a name;
# not "I", nor an acronym
_NAME = re.compile(r"[A-Z][a-z][\w'-]*(?:\s+[A-Z][a-z][\w'-]*)*")
_NAME_RUN = re.compile(rf"(?<=\s){_NAME.pattern}")
# What opens a question of its own, or a place, time or condition that narrows the one before
# ("and in Berlin?", "and elsewhere?", "and if I am part-time?"), or what is another thing's
# ("and its address?": the address of what the previous question asked of): not another topic
_NOT_A_TOPIC = re.compile(
    rf"{_OPENS_QUESTION}|\s*(?:in|at|on|for|from|to|by|with|without|within|during|after|before"
    r"|if|when|while|elsewhere|abroad|there|then|now|later|today|tomorrow"
    r"|its|their|his|her)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(rf"{_OPENS_QUESTION}|.*\?\s*$", re.IGNORECASE | re.DOTALL)
# A sentence that ends in a full stop asks something when it is a request ("Tell me about sick
# leave.") and a question follows it ("I am new here. How many days of leave do I get?" asks one
# thing); where a sentence ends is the sentence splitter's to say ("Dr. Smith" goes on).
_REQUEST = re.compile(
    r"\s*(?:please\s+)?(?:tell|explain|describe|list|give|show|summari[sz]e)\b", re.IGNORECASE
)
# A request for what the documents say about a topic, not a question about one fact of it
_SAYS_ABOUT = re.compile(r"\b(?:say|says|said|mention|mentions)\b", re.IGNORECASE)
# A part that leans on the first ("where is it expressed?", "and who signs?", "how many can I
# carry over?") is searched with the first one's content words.
_STANDS_FOR_EARLIER = (
    r"\b(?:it|its|they|them|their|this|that|these|those|he|him|his|she|her|hers)\b"
)
_REFERS_BACK = re.compile(_STANDS_FOR_EARLIER, re.I)
_LEANS_ON_EARLIER = re.compile(
    rf"{_STANDS_FOR_EARLIER}"
    r"|\bones?\W*$"  # "how do I book one?"
    # an amount whose noun is left out: "and how many can I carry over?" (days of leave)
    rf"|^\s*how\s+(?:many|much)\s+{_AUXILIARY}\b",
    re.I,
)
_OWN_TOPIC_TERMS = 2  # a part with fewer content words than this has no topic of its own
_MAX_PARTS = 3  # a longer list of questions is answered in three parts, the last holding the rest


@dataclass(frozen=True, slots=True)
class Part:
    """One of the questions a question asks: as asked (for saying it is not answered), and as
    searched."""

    asked: str
    searched: str


def parts(question: str) -> list[Part]:
    """The questions a question asks, in order: "What is the meal allowance and how many days
    of leave do I get?" asks two, each searched and answered on its own evidence. A question
    that asks one thing is one part, unchanged."""
    pieces: list[str] = []
    start = 0
    sentence_ends = {span.end for span in split(question)}
    for match in _NEXT_QUESTION.finditer(question):
        if len(pieces) == _MAX_PARTS - 1:
            break
        piece = question[start : match.end() if question[match.start()] == "?" else match.start()]
        rest = question[match.end() :]
        ends_sentence = match.start() in sentence_ends
        if _asks_before(piece, rest, ends_sentence) and terms(piece) and terms(rest):
            pieces.append(piece.strip())
            start = match.end()
    if not pieces:
        return [Part(question, question)]
    pieces.append(question[start:].strip())
    return [
        _later_part(pieces[0], piece) if index else Part(_as_question(piece), piece)
        for index, piece in enumerate(pieces)
    ]


def _later_part(first: str, piece: str) -> Part:
    """A later question as it is asked and searched: "what about sick leave?" after "How many
    days of annual leave do I get" is "How many days of sick leave do I get?"; one that leans on
    the first ("where is it expressed?") is searched with the first one's content words."""
    other = asked_of_another_topic(first, piece)
    if other is not None:
        return Part(_as_question(other), other)
    if not _leans(piece):
        return Part(_as_question(piece), piece)
    topic = " ".join(w.group() for w in QUESTION_WORD.finditer(first) if _content(w.group()))
    return Part(_as_question(piece), f"{piece} {topic}")


def _asks_before(piece: str, rest: str, ends_sentence: bool) -> bool:
    """Whether `piece` is a question of its own before `rest`."""
    if piece.rstrip()[-1:] in ".!":
        return ends_sentence and bool(_REQUEST.match(piece)) and bool(_ASKS.match(rest))
    return bool(_ASKS.match(piece))


def proper_names(question: str) -> list[str]:
    """The words a question capitalises as names ("Hillside", "Linux"), not where a sentence
    starts, nor acronyms ("PC", "HPVs": abbreviations of words said otherwise), days or
    months, nor any in a question that capitalises most of its words ("What Is The Refund
    Policy?")."""
    words = list(QUESTION_WORD.finditer(question))
    capitalised = [w for w in words if w.group()[:1].isupper()]
    if len(capitalised) * 2 > len(words):
        return []
    return [
        w.group()
        for w in capitalised
        if question[: w.start()].rstrip()[-1:] not in {"", ".", "?", "!", ":"}
        and not w.group().removesuffix("s").isupper()  # "PC", "HPVs"
        and w.group().lower() not in _CALENDAR
        and len(w.group()) > 1
    ]


def refers_back(part: str) -> bool:
    """Whether a question says a pronoun that stands for what an earlier one asked of ("Who
    teaches it?" after "When is the spin class on Tuesday?"): alone it has no topic."""
    return bool(_REFERS_BACK.search(part))


def _leans(part: str) -> bool:
    return bool(_LEANS_ON_EARLIER.search(part)) or len(terms(part)) < _OWN_TOPIC_TERMS


def _as_question(part: str) -> str:
    return part if part[-1:] in "?.!" else f"{part}?"


def require_question(text: str, settings: Settings) -> None:
    """A question (or search query) within MAX_QUESTION_CHARS, and not blank."""
    if not text.strip() or len(text) > settings.max_question_chars:
        raise ValidationFailed(
            f"the question must have 1 to {settings.max_question_chars:,} characters"
        )


def with_page(question: str, filters: SearchFilters | None) -> tuple[str, SearchFilters | None]:
    """A page named in the question ("what about page 7?") becomes a page filter, unless the
    caller already filters by page; the question keeps its other words."""
    match = _PAGE.search(question)
    if match is None or int(match.group(1)) < 1 or int(match.group(1)) > MAX_PAGE:
        return question, filters
    if filters is not None and filters.names_pages:
        return question, filters
    page = int(match.group(1))
    base = filters or SearchFilters()
    rest = one_line(question[: match.start()] + question[match.end() :])
    return rest or question, base.model_copy(update={"page_from": page, "page_to": page})


def asks_for_more(question: str) -> bool:
    """Whether a follow-up asks for more than the conversation's answers have said."""
    return bool(_MORE.match(question))


def more_of_the_same(question: str) -> bool:
    """Whether a follow-up asks for more and names no topic of its own ("tell me more", "what
    else?"; not "tell me more about sick pay")."""
    match = _MORE.match(question)
    return match is not None and not content_words(question[match.end() :])


def is_request(question: str) -> bool:
    """Whether the question asks what the documents say about its topic ("Tell me about sick
    leave.", "What does the handbook say about equipment?"), not for one fact of it."""
    return bool(_REQUEST.match(question) or _SAYS_ABOUT.search(question))


def asked_page(question: str, filters: SearchFilters | None) -> tuple[int, set[str]] | None:
    """The page a question asks about when it asks nothing else ("What does page 2 say?", "What
    is on page 3 of the security guide?"): the filters' one page, and the question's other
    content words, which then name a document or else a topic; None without one page."""
    if filters is None or filters.page_from is None or filters.page_from != filters.page_to:
        return None
    words = terms(_PAGE.sub(" ", question)) - _ABOUT_A_PAGE - _DECK
    return filters.page_from, words


def asked_part(question: str) -> tuple[str, set[str]] | None:
    """The numbered part a question names ("What does clause 2.1 say?", "What is step 3?",
    "Read § 4."), and its other content words, which then name a topic or a document; None
    when it names none."""
    match = _NUMBERED_PART.search(question)
    if match is None:
        return None
    words = terms(question[: match.start()] + " " + question[match.end() :]) - _ABOUT_A_PAGE
    return match.group(1), words


@dataclass(frozen=True, slots=True)
class NamedDocument:
    """A document a question names ("the security guide"): where the naming phrase stands in
    the question, and its words: the kind of document, and the words before it."""

    start: int  # of its determiner
    end: int
    words: frozenset[str]
    mine: bool = False  # after "my": the asker's own ("Can I cancel my policy?")

    @property
    def qualifiers(self) -> frozenset[str]:
        return self.words - _KINDS

    def names(self, filename: str) -> bool:
        """Whether the phrase names the file: its name has every word before the kind, and the
        kind too unless it names no kind ("the onboarding guide" is onboarding.docx; "the
        handbook" is not); "the document" or "my files" alone name none ("By when should I send
        my documents?" is not asked of documents-to-bring.csv), nor does a kind alone that is
        the asker's ("Can I cancel my policy?" asks of their insurance, not policy-terms.pdf)."""
        name = terms(place_label(filename, None, ""))
        if not self.qualifiers <= name or self.words <= _ANY_DOCUMENT:
            return False
        if self.mine and not self.qualifiers:
            return False
        return self.words <= name or (bool(self.qualifiers) and not name & _KINDS)

    def left_out_of(self, question: str) -> str:
        """The question without the phrase that names the document: its topic alone."""
        return one_line(question[: self.start] + question[self.end :])

    def topic(self, question: str) -> set[str]:
        """The words the question says besides the document and asking what it says: none in
        "Summarise the travel policy.", "equipment" in "What does the handbook say about
        equipment?"."""
        return terms(self.left_out_of(question)) - _ABOUT_A_DOCUMENT


def named_document(question: str) -> NamedDocument | None:
    """The document the question names by its kind and the name's words before it, after a
    determiner ("What does the handbook say about equipment?", "Is remote work in the IT
    security policy?"); None when it names none that way."""
    for kind in _KIND.finditer(question):
        before = list(_WORD_BEFORE.finditer(question[: kind.start()]))[-_NAME_QUALIFIERS - 1 :]
        following: re.Match[str] | None = None  # the word after the one looked at
        for word in reversed(before):
            if word.group().lower() in _DETERMINERS:
                named = terms(question[word.end() : kind.end()])
                mine = word.group().lower() == "my"
                return NamedDocument(word.start(), kind.end(), frozenset(named), mine)
            if following is not None and word.end() != following.start() - 1:
                break  # the words before the kind run on without a gap but one space
            following = word
    return None


def codes(question: str) -> list[str]:
    """The codes the question names (`_CODE`), each once, in its order. A code has no
    paraphrase: documents that never write it say nothing of the one thing it names, however
    close the rows that write its neighbours ("TW-201" beside "TW-401") come to it."""
    found = [match.group() for match in _CODE.finditer(question)]
    once = {code.lower(): code for code in reversed(found) if _is_code(code)}  # the first kept
    return list(reversed(once.values()))


def _is_code(token: str) -> bool:
    digits = sum(c.isdigit() for c in token)
    return (
        digits > 0
        and 2 * digits >= sum(c.isalnum() for c in token)
        and not _PERIOD.fullmatch(token)
    )


def periods(question: str) -> dict[str, str]:
    """Each quarter or half of a year the question names, with the other way to write it: a
    code's words ("Q3": "third quarter") and words' code ("second half": "H2")."""
    found: dict[str, str] = {}
    for code in _PERIOD_CODE.finditer(question):
        noun, last = _PERIODS[code.group(1).lower()]
        if int(code.group(2)) <= last:
            found[code.group()] = f"{ORDINALS[int(code.group(2)) - 1]} {noun}"
    for words in _PERIOD_WORDS.finditer(question):
        number = ordinal_number(words.group(1))
        letter = words.group(2)[0].upper()
        if number and 1 <= int(number) <= _PERIODS[letter.lower()][1]:
            found[words.group()] = f"{letter}{number}"
    return found


def day_spans(question: str) -> dict[str, str]:
    """Each word of the question that names days of the week ("weekdays", "weekend"), with the
    days it names as a timetable writes them ("Monday to Friday")."""
    spans = DAY_SPAN.finditer(question)
    return {span.group(): _DAY_SPANS[span.group(1).lower()] for span in spans}


def period_codes(text: str) -> set[str]:
    """The quarters and halves of a year the text names, each as a code ("Q3" for "q3" and for
    "the third quarter")."""
    return {
        written.upper() if _PERIOD_CODE.fullmatch(written) else other
        for written, other in periods(text).items()
    }


def topic_words(question: str) -> list[str]:
    """The question's content words as it first writes them, once each whatever their case,
    without those that ask what a page holds ("What does page 2 say about passwords?":
    "passwords")."""
    once: dict[str, str] = {}
    for match in content_words(_PAGE.sub(" ", question)):
        once.setdefault(match.group().lower(), match.group())
    return [word for word in once.values() if not terms(word) <= _ABOUT_A_PAGE]


def asked_of_another_topic(previous: str, follow_up: str) -> str | None:
    """A follow-up that asks what `previous` asked of another topic, as a question of its own:
    `previous` with that topic in place of the phrase they share ("and sick leave?" after "How
    many days of annual leave do I get?", "and page 3?" after "What about page 2?"), or the
    follow-up alone when they share none ("and meals?" after the hotel allowance) and it names
    no page; None for any other follow-up. A follow-up narrowing the previous question to
    another of the places, times or kinds it asked of ("and in high season?" after "How much is
    a caravan pitch in low season?", "and in Riverside?" after one asked "in North") takes that
    one's place too; one naming a new one ("and in Berlin?") narrows it."""
    topic = _other_topic(follow_up)
    if topic is None:
        narrowed = _NARROWED.match(follow_up)
        if narrowed is None:
            return None
        preposition, place = narrowed.groups()
        return (
            _swap_opposite(previous, preposition, place)
            or _swap_topic(previous, place)
            or _swap_place(previous, preposition, place)
        )
    swapped = _swap_topic(previous, topic)
    if swapped is None and _PAGE.search(follow_up):
        return None  # "what about page 2?" after a question on passwords: passwords on page 2
    return swapped or follow_up


def _other_topic(follow_up: str) -> str | None:
    """The topic of a follow-up that asks the same of it ("and sick leave?", "what about
    meals?"); None for any other: a question of its own ("and when does it expire?") or a
    narrowing of the previous one ("and in Berlin?", "and elsewhere?")."""
    match = _SWAP.match(follow_up)
    if match is None or _NOT_A_TOPIC.match(match.group(1)):
        return None
    return match.group(1)


def _swap_topic(previous: str, topic: str) -> str | None:
    """ "How many days of annual leave do I get?" with the topic of "and sick leave?" gives "How
    many days of sick leave do I get?": the phrase of the previous question that shares a word
    with the topic is replaced by it. None when they share no word."""
    topic = _ARTICLE.sub("", topic)  # the previous question keeps its own ("a caravan pitch")
    wanted = terms(topic)
    words = list(QUESTION_WORD.finditer(previous))
    shared = [i for i, w in enumerate(words) if terms(w.group()) & wanted]
    if not shared:
        return _swap_named(previous, topic)
    first, last = shared[0], shared[-1]
    while first > 0 and _content(words[first - 1].group()):
        first -= 1
    while last + 1 < len(words) and _content(words[last + 1].group()):
        last += 1
    before = _ARTICLE_BEFORE.sub(_article_for(topic), previous[: words[first].start()])
    return before + topic + previous[words[last].end() :]


def _swap_named(previous: str, topic: str) -> str | None:
    """The previous question with the code, year or name it names in place of the one the
    topic is ("And for P3?" after "What is the response time for a P1 ticket?", "and in 2024?"
    after "How many shops opened in 2025?", "And the Suite?" after "How much is the Single
    room?"): two of one kind share no word. None unless the topic is one code, year or name
    and the previous question names exactly one of that kind."""
    topic = topic.strip()
    if YEAR.fullmatch(topic):
        named = list(YEAR.finditer(previous))
    elif _CODE.fullmatch(topic) and _is_code(topic):
        named = [m for m in _CODE.finditer(previous) if _is_code(m.group())]
    elif _NAME.fullmatch(topic):
        named = list(_NAME_RUN.finditer(previous))
    else:
        return None
    if len(named) != 1:
        return None
    return previous[: named[0].start()] + topic + previous[named[0].end() :]


def _swap_opposite(previous: str, preposition: str, place: str) -> str | None:
    """The previous question with the opposite preposition before the same thing ("And without
    camping?" after "How much is a weekend with camping?"); None unless it says that thing
    after the opposite one."""
    opposite = _OPPOSITES.get(preposition.lower())
    if opposite is None:
        return None
    said = re.search(rf"\b{opposite}(?=\s+{re.escape(place)}\b)", previous, re.IGNORECASE)
    return previous[: said.start()] + preposition + previous[said.end() :] if said else None


def _swap_place(previous: str, preposition: str, place: str) -> str | None:
    """The previous question with a place in place of the one it names after the same
    preposition ("And in Riverside?" after "When is the black bin collected in North?"), or a
    time of the same kind ("And in summer?" after "When does the zoo open in winter?"): two
    names share no word. None unless the place is named in capitals or is such a time, and the
    previous question names exactly one so."""
    kind = _kind_of_time(place)
    if kind is not None:
        named = [
            m
            for m in re.finditer(rf"\b{re.escape(preposition)}\s+(\w+)", previous, re.IGNORECASE)
            if _kind_of_time(m.group(1)) == kind
        ]
    elif not _ARTICLE.sub("", place)[:1].isupper():  # "the UK" is a name too
        return None
    else:
        named = list(re.finditer(_NAMED_PLACE.format(preposition=re.escape(preposition)), previous))
    if len(named) != 1:
        return None
    return previous[: named[0].start(1)] + place + previous[named[0].end(1) :]


def _kind_of_time(word: str) -> int | None:
    """Which of the seasons, the days of the week and the months the word names one of, as
    their place in that list; None when it names none."""
    lowered = word.strip().lower()
    return next((i for i, kind in enumerate(_TIME_KINDS) if lowered in kind), None)


def _content(word: str) -> bool:
    return bool(terms(word)) and word.lower() not in _QUESTION_WORDS


def slips_allowed(word: str, stem: str) -> int:
    """How many letters of a question word the project has nowhere may be a slip of the pen: none
    in a short word, an acronym, a word with a digit (codes: "N3" is not "N1") or a common word,
    one that a large English vocabulary holds as a single token ("parental" is not a slip for
    "parenteral", "holiday" is not one for anything); one in a rarer word ("carageenan"), two
    from eight letters."""
    if len(stem) < _RESPELL_MIN_LETTERS or word.isupper() or any(c.isdigit() for c in word):
        return 0
    if count_tokens(" " + word.lower()) == 1:
        return 0
    return 2 if len(stem) >= _TWO_EDITS_FROM_LETTERS else 1


def respelled(question: str, spellings: dict[str, str]) -> str:
    """The question with each word of `spellings` replaced, as a whole word, by its spelling."""
    for word, spelling in spellings.items():
        whole_word = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")
        question = whole_word.sub(spelling.replace("\\", r"\\"), question)
    return question


@dataclass(frozen=True, slots=True)
class Superlative:
    """What a question asks for the most or least of ("the cheapest model", "the largest water
    tank"): `most` for the greatest value, `money` when the value is a price, and the question
    without the superlative (`asked`), which finds the rows to choose from."""

    most: bool
    money: bool
    asked: str


# Superlatives that choose a table's row by the value of one of its columns; "most" and "least"
# only after "the" ("the most pressure"), as "most people" asks of no row
_SUPERLATIVE = re.compile(
    r"\b(?:((?:the\s+)?(?:cheapest|least expensive|lowest[- ]priced))"
    r"|((?:the\s+)?(?:most expensive|dearest|priciest))"
    r"|(largest|biggest|highest|greatest|longest|heaviest|fastest|strongest|widest|tallest"
    r"|the most)|(smallest|lowest|shortest|lightest|slowest|narrowest|fewest|the least))\b",
    re.IGNORECASE,
)


def superlative(question: str) -> Superlative | None:
    """The superlative a question asks by (`Superlative`), if it has one."""
    found = _SUPERLATIVE.search(question)
    if found is None:
        return None
    cheapest, dearest, greatest, _ = found.groups()
    asked = question[: found.start()] + question[found.end() :]
    if found.group().lower().startswith("the "):
        asked = question[: found.start()] + "the" + question[found.end() :]
    return Superlative(
        most=bool(dearest or greatest),
        money=bool(cheapest or dearest),
        asked=" ".join(asked.split()),
    )


# A person's name: a title or not, then two or more capitalised words ("Ana Costa", "Dr Amelia
# Hart"), not words a determiner or a question word opens ("The Comet room")
_PERSON = re.compile(
    r"\b(?!(?:The|A|An|This|That|Our|Your|Their|Its|Who|What)\b)"
    r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)+\b"
)
# what a yes-or-no question asks of a thing, which its column's value says ("needed": "In the
# Amazon", "included": "Helmets free")
_WHETHER = terms("needed required included available allowed provided possible necessary")
_PERSONAL = re.compile(r"\b(?:she|he|him|her|his|hers)\b", re.IGNORECASE)
_HOW_LABEL_TERMS = terms(" ".join(HOW_LABEL_WORDS.values()))
# the labels of a "how" that may ask for one of several ("how hard": a difficulty, a hardness)
_ONE_OF_THE_LABELS = terms(" ".join(v for v in HOW_LABEL_WORDS.values() if len(v.split()) > 1))
_TIME = terms("time")
_PER = terms("per")  # says a rate, no topic
# a label or topic opening with a rate's or time's word ("Per week", "for a cat"): no thing
_RATE_OR_TIME = re.compile(
    r"\s*(?:per|a|an|each|every|in|on|at|by|for|from|of|until|after|before|during)\b",
    re.IGNORECASE,
)
# what a follow-up asks for by its form, and what gives it
_ASKED_KINDS = (
    (re.compile(r"\b(?:what|which)\s+time\b", re.IGNORECASE), CLOCK),
    (re.compile(r"\bhow\s+long\b", re.IGNORECASE), DURATION),
)
# the thing a question ends on ("How big is the bottle?")
_ENDS_ON_THE = re.compile(r"\bthe\s+([\w-]+)\W*$", re.IGNORECASE)
_HOW_LABELS = re.compile(rf"\bhow ({'|'.join(HOW_LABEL_WORDS)})\b", re.IGNORECASE)
# "one" standing for a thing of the kind just named ("a large one", "the cheaper ones")
_ONE = re.compile(r"(?:^|\s+)ones?$", re.IGNORECASE)
_ARTICLE_BEFORE = re.compile(r"\b[Aa]n?(?=\s+$)")
_PLACE_WORDS = frozenset("last next previous other same earliest latest final".split())
# "there" as the place just named, not as what is ("Is there parking?", "there are two")
_THERE = re.compile(
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )\bthere\b(?!\s+(?:is|are|was|were)\b)",
    re.IGNORECASE,
)
_ASKS_WHO = re.compile(r"^\s*who\b", re.IGNORECASE)
# what follows "her" when it is the person, not whose ("ask her about", "call her?")
_AFTER_OBJECT = frozenset("about to for with from at in on by and or if when".split())


def of_the_person(previous: str, quotes: Sequence[str], follow_up: str) -> str | None:
    """The follow-up with its she, he, him, her, his or hers as the one person that the quotes
    of the answer to the previous question, which asked who, name ("Which tasks does she own?"
    after "Who leads the project?" answered "Ana Costa leads the project" is "Which tasks does
    Ana Costa own?": the plan's rows name her, not the project's lead). A table's row names a
    person by a cell's whole value ("name: Maria Lindqvist"), a sentence by its words. None
    unless the previous question asked who, its quotes name exactly one person, and the
    follow-up says such a word."""
    names = {name for quote in quotes for name in _people(quote)}
    if not _ASKS_WHO.match(previous) or len(names) != 1:
        return None
    (name,) = names

    def person(word: re.Match[str]) -> str:
        lowered = word.group().lower()
        following = follow_up[word.end() :].split(maxsplit=1)
        after = following[0].strip("?.!,;:").lower() if following else ""
        whose = lowered in {"his", "hers"} or (lowered == "her" and after not in _AFTER_OBJECT)
        return f"{name}'s" if whose else name

    swapped = _PERSONAL.sub(person, follow_up)
    return swapped if swapped != follow_up else None


def at_the_row(quotes: Sequence[str], follow_up: str) -> str | None:
    """The follow-up with its "there" as the place of the one table row the answer to the
    previous question quoted ("Until when can I drop off a parcel there?" after "Where is
    Bloom Florist?" answered with its row is "... a parcel at Bloom Florist?"). None unless the
    quotes hold exactly one row and the follow-up says "there" of a place ("Is there parking?"
    asks what there is)."""
    rows = [quote for quote in quotes if cells(quote)]
    if len(rows) != 1 or not _THERE.search(follow_up):
        return None
    return _THERE.sub(f"at {row_name(rows[0])}", follow_up)


def of_the_row(previous: str, quotes: Sequence[str], follow_up: str) -> str | None:
    """A follow-up that asks the same of what a column of the one table row the answer to the
    previous question quoted is labelled, as that column of that row ("And the joining fee?"
    after "How much is the standard membership?" was answered with the Standard row is "And
    the joining fee of Standard?": alone it asks every row's). None unless the follow-up's
    topic shares no word with the previous question, the quotes hold rows of one name only
    (one thing's, from one table or several), and one of their labels says every word of the
    topic ("thin ones" says "Thin"; "how big" says "size": `_labelled`; "needed" asks what the
    label's value says: `_WHETHER`). A follow-up
    of its own asks it so too when one label says every word of it ("Who do I claim through?"
    after the Shoes row asks of Shoes' "Claim through", not of every product group's; "How big
    are the groups?" of "Group size"; "Are malaria tablets needed?" of "Malaria tablets"), and
    so does one asking how big, old, ... the thing it ends on is, which a value of the row says
    (`_says_asked_value`: "How big is the bottle?" of "Unit: 75 cl bottle"), or what time or
    how long, of nothing but the row, which one value of it gives (`_gives_the_asked_kind`: "By
    what time?" of "Delivered by: 16:00", "How long is each lesson?" of the five-lesson card's
    "45 minutes each")."""
    asked = _labelled(_less_one(_other_topic(follow_up) or follow_up)[0])  # "thin ones": Thin
    asked -= _WHETHER  # "Are malaria tablets needed?" asks what "Malaria tablets" says
    rows = [quote for quote in quotes if cells(quote)]
    # rows of one name are one thing's, from its tables ("Bread baking" of the courses and of
    # the term dates): the one labelled as asked is asked of
    if len({row_name(row) for row in rows}) != 1:
        return None
    row = None
    if asked and not asked & terms(previous) - _PER:  # "per kilometre" after "per hour"
        row = next(
            (r for r in rows if any(_says_the_topic(label, asked) for label in cells(r))), None
        )
        row = row or next((r for r in rows if _says_asked_value(follow_up, asked, r)), None)
    row = row or next((r for r in rows if _gives_the_asked_kind(follow_up, asked, r)), None)
    if row is None:
        return None
    # the name a reader says: "(4 seats)" of "Box (4 seats)" may be the figure asked for
    return f"{follow_up.rstrip(' ?.!')} of {unbracketed(row_name(row))}?"


def _says_the_topic(label: str, asked: set[str]) -> bool:
    """Whether a column's label says every word of the topic (`_labelled`), but of the labels a
    "how" may ask for one of, one ("How hard is it?" of "Difficulty", or of "Hardness")."""
    said = terms(label)
    choices = asked & _ONE_OF_THE_LABELS
    return asked - choices <= said and (not choices or bool(choices & said))


def _given(row: str) -> list[str]:
    """The row's values but its name."""
    name = row_name(row)
    return [value for value in cells(row).values() if value != name]


def _says_asked_value(follow_up: str, asked: set[str], row: str) -> bool:
    """Whether the follow-up asks how big, old, ... the thing it ends on is, of a row one of
    whose values says that thing ("How big is the bottle?" of "Unit: 75 cl bottle")."""
    thing = _ENDS_ON_THE.search(follow_up)
    if thing is None or not asked - terms(thing.group(1)) <= _HOW_LABEL_TERMS:
        return False
    return any(terms(thing.group(1)) <= terms(value) for value in _given(row))


def _gives_the_asked_kind(follow_up: str, asked: set[str], row: str) -> bool:
    """Whether the follow-up asks what time or how long, of nothing but the row (its name's
    words, or none), and exactly one of the row's values gives that: a time of day ("By what
    time?" of "Delivered by: 16:00"), a length of time ("How long is each lesson?" of "45
    minutes each")."""
    if not asked - _TIME <= terms(row_name(row)):
        return False
    for asks, kind in _ASKED_KINDS:
        if asks.search(follow_up):
            return sum(bool(kind.search(value)) for value in _given(row)) == 1
    return False


def _less_one(topic: str) -> tuple[str, bool]:
    """The topic without the "one" or "ones" that ends it ("a large one"), and whether it had
    one."""
    one = _ONE.search(topic)
    return (topic[: one.start()], True) if one else (topic, False)


def _labelled(topic: str) -> set[str]:
    """The topic's words as a column's label says them: "how big" asks of a size, "how old" of
    an age ("How big are the groups?" of "Group size")."""
    said = terms(topic)
    for how in _HOW_LABELS.finditer(topic):
        said = (said - terms(how.group(1))) | terms(HOW_LABEL_WORDS[how.group(1).lower()])
    return said


def said_whole(text: str, name: str, flags: int = 0) -> re.Match[str] | None:
    """Where the text says the name (stripped, not empty) as whole words, if it does ("the M
    row" says "M"; "XS" does not)."""
    name = name.strip()
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, flags) if name else None


def of_another_row(previous: str, quotes: Sequence[str], follow_up: str) -> str | None:
    """A follow-up that asks the same of another row than the one row the answer to the
    previous question quoted, which that question named, as the previous question with the new
    row's name in its place ("And the Fixed desk?" after "How much is the Private office
    plan?" is "How much is the Fixed desk plan?"; alone, it asked of everything said of fixed
    desks). None unless the quotes hold exactly one row, the previous question says that row's
    name, and the topic is written as a name is (a capital first) or, where the asker wrote
    that name in lower case, shares a word with it ("And an e-bike?" after "How much is a city
    bike per week?" of the "City bike" row; "And meals?" is a topic of its own) or says it is
    another one of the kind the previous question names right after the row's name ("And a
    large one?" after "How much is a small unit per month?" of the Small row)."""
    topic = _other_topic(follow_up)
    rows = [quote for quote in quotes if cells(quote)]
    if topic is None or len(rows) != 1:
        return None
    # "a large one": another of the row's kind, whatever its name
    topic, one = _less_one(_ARTICLE.sub("", topic).strip())
    name = row_name(rows[0])
    said = said_whole(previous, name, re.IGNORECASE)
    if said is None:  # as a reader says it: "a medium tattoo" of the "Medium (palm size)" row
        name = unbracketed(name)
        said = said_whole(previous, name, re.IGNORECASE)
    if said is None or not terms(topic):  # "that one" names none
        return None
    rest = previous[said.end() :]
    if one and not terms(next(iter(rest.split()), "")):
        # the name ends in its kind ("a full one" after "an interim service" of the "Interim
        # service" row); "the last one" after "... from Portlow to Hale Island?" picks by place
        kind = name.split()[1:][-1:]
        if not kind or _by_place(topic):
            return None
        topic = f"{topic.strip()} {kind[0].lower()}"
    of_its_kind = one or (said.group() != name and terms(topic) & terms(name))
    if not (topic[:1].isupper() or of_its_kind):
        return None
    topic = _without_what_follows(topic, rest)
    return _ARTICLE_BEFORE.sub(_article_for(topic), previous[: said.start()]) + topic + rest


def of_another_column(previous: str, quotes: Sequence[str], follow_up: str) -> str | None:
    """A follow-up that asks the same of another thing than the column of the one row the
    answer to the previous question quoted that the question named, as the previous question
    with the new thing in that column's place ("And the battery?" after "How much is a Galaxy
    S23 screen?" answered by the Galaxy S23 row's Screen is "How much is a Galaxy S23
    battery?"; alone, it asked of every battery). None unless the quotes hold exactly one row,
    the previous question says its name and right after it one of its other labels that names a
    thing ("Per week" names a rate), and the topic, in lower case (a name is another row's),
    says no label or value of the row (then it asks of the row: `of_the_row`)."""
    topic = _other_topic(follow_up)
    rows = [quote for quote in quotes if cells(quote)]
    name = said_whole(previous, row_name(rows[0]), re.IGNORECASE) if len(rows) == 1 else None
    if topic is None or name is None:
        return None
    row = cells(rows[0])
    # the thing the row's name is said of, right after it ("a Galaxy S23 screen"), not a rate
    # ("a city bike per week"), nor what the name is asked of ("for a cat", "the rating of"),
    # nor what it is said to do ("dry needling used for": "Used for" names no thing)
    after = previous[name.end() :]
    named = [
        said
        for label in list(row)[1:]
        if not _RATE_OR_TIME.match(label)
        and _names_a_thing(label)
        and (said := re.match(rf"\s+{re.escape(label)}\b", after, re.IGNORECASE))
    ]
    topic = _ARTICLE.sub("", topic).strip()
    if len(named) != 1 or not topic[:1].islower() or _RATE_OR_TIME.match(topic):
        return None  # a name is another row's (`of_another_row`)
    if terms(topic) & terms(" ".join([*row, *row.values()])):
        return None
    return previous[: name.end()] + " " + topic + after[named[0].end() :]


def _names_a_thing(label: str) -> bool:
    """Whether a column's label ends in the thing it gives ("Screen", "Unlock fee"), not in
    a word that relates it to another ("Used for", "Best for")."""
    words = label.split()
    return bool(words) and bool(terms(words[-1]))


def _article_for(topic: str) -> Callable[[re.Match[str]], str]:
    """The article "a" or "an" as the topic after it wants it ("a full service", not "an")."""
    wanted = "an" if topic[:1].lower() in "aeiou" else "a"
    return lambda article: wanted.capitalize() if article.group()[0].isupper() else wanted


def _by_place(topic: str) -> bool:
    """Whether the topic picks one of a series by its place in it ("the last", "the second")."""
    return any(word.lower() in _PLACE_WORDS or ordinal_number(word) for word in topic.split())


def _without_what_follows(topic: str, rest: str) -> str:
    """The topic without its last words where the previous question says them right after the
    name it replaces ("Max plan" in place of "Lite" before " plan?": "Max"), so that the
    question does not say them twice."""
    words, after = topic.split(), [w.strip("?.!,").lower() for w in rest.split()]
    for k in range(len(words) - 1, 0, -1):
        if [w.lower() for w in words[-k:]] == after[:k]:
            return " ".join(words[:-k])
    return topic


def _people(quote: str) -> set[str]:
    """The people a quote names: a table row's values that are a name whole, or else the names
    in its text."""
    row = cells(quote)
    if row:
        return {value for value in row.values() if _PERSON.fullmatch(value.strip())}
    return set(_PERSON.findall(quote))

"""Evidence at sentence level: which sentences of the retrieved chunks answer the question, and
how likely it is that any of them does.

Every sentence of the sources is a candidate. It is described by a few signals of meaning and of
words: its embedding's cosine with the question (pooled from the chunk's own pass at ingestion),
the chunk's cosine, rank and BM25 coverage, the share of the question's idf mass it, its chunk
and the sentence before it contain (idf over the candidates, so a word every candidate has counts
for little and a word none has counts most), the rarest question word its chunk lacks (by that
idf and by the project's), whether it is a heading or too short to be an answer, how far its
cosine and coverage stand behind the best candidate's, the share of the question's word pairs
("incubation period") it repeats, and whether it holds a number or a time when the question asks
"how many" or "when". Logistic
models learned from data (`bench/calibrate_answers.py`, figures in `answerability.json` and the
README) turn the signals into
- the probability that the sentence holds the answer (ranks the evidence; a source's relevance),
  which the reader (`reading`) then revises for the likeliest sentences, with its own model,
- the probability that the question is answerable from the sources at all (the answer gate),
  which also weighs how close the reader found the best sentence to come to the question word
  its chunk lacks, and how far that sentence ignores a word of the question: the question is
  embedded again without each of its words that the sentence's chunk lacks, and a question that
  comes closer to the sentence without a word ("How many weeks of parental leave?" without
  "parental", beside "twenty-five days of paid annual leave") asks about something the sentence
  does not speak to, while a paraphrase ("holiday") moves away from it; evidence the reader
  did not read (an embedder without token states) is judged by a model fitted without it."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from itertools import islice, pairwise
from typing import Any, NamedTuple

from ragkit.answer.context import Source
from ragkit.models.chunks import place_label
from ragkit.models.formats import is_slide_deck
from ragkit.models.retrieval import SearchFilters, SearchHit
from ragkit.sentences import Span, goes_on_into, one_line, runs_on, split
from ragkit.tables import ends_label, is_table_row, labels
from ragkit.wordforms import present

_WORD = re.compile(r"\w+", re.UNICODE)
_PIECES = re.compile(r"(\W+)")  # a text's words and what stands between them, kept by split
_COMPOUND = re.compile(r"\w+(?:-\w+)*")  # "full-time", "home-office": one word
QUESTION_WORD = re.compile(r"\w[\w'-]*")  # a word as a question writes it
# Words that frame a request instead of naming its topic ("Tell me about laptops", "What does
# the guide say about passwords?"): no sentence answers them, so no signal counts them, and the
# text search is not sent them (its coverage would miss them in every chunk).
_FRAMING = frozenset("tell please say says said explain describe mention mentions know".split())
# Verbs that give a question its form ("What happens when receipts are late?", "What is done
# with old laptops?"): not sent to the text search, so that a project that never says them does
# not lack a topic, nor named as words it never says; a sentence that does say them still
# counts them (COVID-QA: dropping them from every signal joined longer answers at no gain).
_FORM = frozenset("happen happens happened happening done".split())
# Pronouns the text index does not drop as it drops "I" or "they": no topic, and a project that
# never says "anyone" lacks nothing ("Is anyone told about suspicious emails?", "Can I get
# something to eat?", "Are my things insured?")
_PRONOUNS = frozenset(
    "someone somebody anyone anybody everyone everybody nobody something anything "
    "everything thing things stuff".split()
)
_NOT_SEARCHED = _FRAMING | _FORM | _PRONOUNS
# a sentence's first word that stands for what the sentence before spoke of
_GOES_ON = re.compile(r"\s*(?:it|they|this|these|he|she)\b", re.IGNORECASE)
# A verb that acts as a modal before "to" ("What do I need to bring?", "I want to cancel"): the
# question's form, not its topic; no sentence that answers need say it
_SEMI_MODAL = re.compile(r"\b(?:need|needs|want|wants)\s+(?=to\b)", re.IGNORECASE)
# "how often", "how long": the question's form, not its topic
_HOW_FORM = frozenset("many much long often frequently soon quickly far old".split())
# what a column is labelled that "how big", "how tall", ... asks of: what the text search reads
# in its place ("How tall is Maple?" of a row that says "Height"; a pool's page that never says
# "depth" still lacks what "How deep is the main pool?" asks)
HOW_LABEL_WORDS = {
    "big": "size",
    "large": "size",
    "old": "age",
    "heavy": "weight",
    "far": "distance",
    "tall": "height",
    "high": "height",
    "deep": "depth",
    "hard": "difficulty hardness",  # of a route or a room; of water
    "difficult": "difficulty",
    "wide": "width",
}
# Words of degree: "the highest mark" asks how high a mark goes, of no kind of mark beside "resit
# mark"; "a cheaper plan" compares plans, of no kind of plan beside "bigger plan"
_DEGREE = frozenset(
    "highest lowest largest biggest smallest greatest longest shortest latest earliest newest "
    "oldest best worst most least maximum minimum cheapest dearest "
    "higher lower larger bigger smaller greater longer shorter later earlier newer older better "
    "worse more less cheaper dearer".split()
)
SEASONS = frozenset("spring summer autumn fall winter".split())
# the parts of a day, each said in no other's words ("an evening visit" is no "Quiet morning")
_PARTS_OF_DAY = frozenset("morning afternoon evening".split())
_FUNCTION_WORDS = frozenset(
    (
        "a an and are as at be been but by can do does did for from had has have how i if in into "
        "is it its me my of on or our so than that the their them then there these they this to "
        "was we were what when where which who whom why will with would you your about more "
        "much many any some also just get gets got should could may might must shall each "
        "long often us he him his she her"
    ).split()
)
_STOP = _FRAMING | _PRONOUNS | _FUNCTION_WORDS
_RATE = "per"
_NO_CONTENT = _STOP | _FORM  # what a question says that is not its topic
_STEM_CHARS = 5
# Prefixes that make a word mean its opposite; "in-", "dis-" and "a-" are left out, as they
# begin as many words that negate nothing ("inform", "discharge", "abroad").
_NEGATING = ("non", "un")
_NEGATED_CHARS = 4  # "unit" is no negated "it"
_NOT_NEGATING = frozenset({"unless"})  # nor is "unless" a negated "less"
_KIND_WORDS = 3  # "paid annual leave": a kind named by at most this many words
_SINGULAR = frozenset({"one", "1"})  # the figures after which a word in "s" is no plural
# what stands right before a verb and not before a word that names a kind: a pronoun as its
# subject, a modal
_BEFORE_A_VERB = frozenset(
    "i we you they he she it can could must may might should shall will would".split()
)
_ENDINGS = ("ing", "ed", "es", "s", "e")
_Y_ENDINGS = ("ed", "es")
# a consonant an ending doubles ("swimming", "planned"), not one a word ends in ("added",
# "falling", "missed")
_DOUBLING_ENDINGS = ("ing", "ed")
_DOUBLED = re.compile(r"[aeiou](bb|gg|mm|nn|pp|rr|tt)$")
_MIN_STEM = 3
_HEADING_WORDS = 6
_SHORT_WORDS = 4  # a sentence of fewer words is a heading or a label, not an answer
ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth".split()
_SUFFIXED_ORDINAL = re.compile(r"(\d+)(?:st|nd|rd|th)", re.IGNORECASE)
SENTENCE_FEATURES = (
    "sentence_cosine",
    "chunk_cosine",
    "sentence_coverage",
    "chunk_coverage",
    "rarest_missing",
    "inverse_rank",
    "short",
    "rarest_missing_in_project",
    "chunk_bm25_coverage",
    "previous_sentence_coverage",
    "phrase_match",
    "answer_type",
    "relative_cosine",
    "relative_coverage",
)
SHORT = SENTENCE_FEATURES.index("short")
COVERAGE = SENTENCE_FEATURES.index("sentence_coverage")
RAREST_MISSING = SENTENCE_FEATURES.index("rarest_missing")
_ANSWER_TYPE = SENTENCE_FEATURES.index("answer_type")
# What the reader (`reading`) makes of a sentence it reads, and its model's features: the
# sentence model's log-odds, then those signals.
READ_SIGNALS = ("soft_coverage", "unmatched_alignment", "token_alignment", "alone_cosine")
READER_FEATURES = ("sentence_logit", *READ_SIGNALS)
_UNMATCHED = READ_SIGNALS.index("unmatched_alignment")
QUESTION_FEATURES = (
    "best_probability",
    "best_cosine",
    "best_bm25_coverage",
    "rarest_missing_in_project",
    "ignored_word",
    "unmatched_alignment",
)
_MISSING_IN_PROJECT = SENTENCE_FEATURES.index("rarest_missing_in_project")
_TOP_CHUNKS = 3  # the question's rarest word must stand in one of the best three chunks
_LEFT_OUT_WORDS = 6  # at most this many questions without one of their words are embedded
# A question that asks for a quantity or a time is answered by a sentence that has one.
_ASKS_QUANTITY = re.compile(
    r"\bhow (?:many|much|long|old|large|big|high|often|frequent\w*|far|fast|soon)\b"
    r"|\bwhat (?:(?:is|was|are|were) the )?(?:percentage|proportion|fraction|number|rate|ratio"
    r"|amount|size|length|duration|dose|age|median|mean|average|range)\b",
    re.IGNORECASE,
)
# ... and one that asks what something costs by a sentence that names a sum of money: "How much
# does a replacement filter cost?" is not answered by how often it is replaced
_ASKS_MONEY = re.compile(
    r"^\s*how much\b[^?]*\b(?:cost|costs|pay|paid|charge|charged|spend)\b"
    r"|^\s*what\b[^?]*\b(?:cost|costs|price|prices|fee|fees|fare|fares)\b",
    re.IGNORECASE,
)
# a sum's currency, as a sign or a word ("£249", "20 euros")
CURRENCY = re.compile(
    r"[£$€¥₹]|\b(?:euros?|dollars?|pounds?|pence|cents?|francs?|EUR|USD|GBP|CHF)\b",
    re.IGNORECASE,
)
PRICE_WORDS = ("price", "cost", "fee", "fare", "charge")  # what names a sum of money
# a sum of money's figure with its currency ("£249", "4 euros")
_SUM = re.compile(
    rf"(?:{CURRENCY.pattern})\s?\d[\d,.]*|\d[\d,.]*\s?(?:{CURRENCY.pattern})", re.IGNORECASE
)
_MONEY = re.compile(
    rf"{CURRENCY.pattern}|\b(?:free|no charge)\b|\b(?:{'|'.join(PRICE_WORDS)})s?\b\D{{0,30}}\d"
    # a sum said as a share of a price ("a quarter of the hourly price", "half the hire charge")
    rf"|\b(?:half|a third|a quarter|\d+\s?(?:%|percent))\s+(?:of\s+)?(?:the\s+|a\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}(?:{'|'.join(PRICE_WORDS)})s?\b",
    re.IGNORECASE,
)
# ... one that asks how many by a number that is no time of day and no sum of money: "How many
# paintings does the museum own?" is not answered by its opening hours nor by a ticket's price
_ASKS_COUNT = re.compile(r"\bhow many\b", re.IGNORECASE)
# ... one that asks how long, old, far or big by a number that is no sum of money: "How long
# does a full service take?" is not answered by what it costs
_ASKS_MEASURE = re.compile(r"\bhow (?:long|old|far|large|big|high|fast|soon)\b", re.IGNORECASE)
# "How much is a rush poster?" asks what it costs: a table's row that gives no amount but a
# time of day or a length of time ("Standard: 2 working days") does not say
_ASKS_HOW_MUCH_IS = re.compile(
    r"^\s*how much (?:is|are|was|were|will|would|does|do)\b", re.IGNORECASE
)
# ... and one that asks how deep, heavy or warm by a figure in a unit of that: "How deep is the
# main pool?" is not answered by "kept at 28 degrees", nor "How heavy can it be?" by "120 cm"
_ASKS_LENGTH = re.compile(r"\bhow (?:deep|tall|wide)\b", re.IGNORECASE)
_ASKS_WEIGHT = re.compile(r"\bhow heavy\b", re.IGNORECASE)
_ASKS_WARMTH = re.compile(r"\bhow (?:warm|hot|cold)\b", re.IGNORECASE)
_LENGTH = re.compile(  # a horse's height is in hands ("16.1 hands")
    r"\d\s*(?:mm|cm|m|km|metres?|meters?|feet|foot|ft|inch(?:es)?|miles?|hands?)\b",
    re.IGNORECASE,
)
_WEIGHT = re.compile(
    r"\d\s*(?:mg|g|kg|grams?|kilos?|kilograms?|tonnes?|tons?|pounds?|lbs?)\b", re.IGNORECASE
)
_WARMTH = re.compile(r"\d\s*(?:°|degrees?\b)", re.IGNORECASE)
# ... and one that asks how often by a number or a word of frequency ("Given: Every year")
_ASKS_FREQUENCY = re.compile(r"\bhow (?:often|frequent\w*)\b", re.IGNORECASE)
_ASKS_TIME = re.compile(
    r"^\s*(?:since )?when\b|\b(?:what|which|in what) (?:year|date|month|day|time)s?\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
    r"|fifty|hundred|thousand|million|billion|half|twice|double|dozen)s?\b",
    re.IGNORECASE,
)
# a length of time ("2 working days", "two hours"), not a rate ("6 euros a day")
DURATION = re.compile(
    rf"(?:\d[\d.,]*|{_NUMBER.pattern})\s+(?:working\s+)?"
    r"(?:minute|hour|day|night|week|month|year)s?\b",
    re.IGNORECASE,
)
_FREQUENCY = re.compile(
    rf"{_NUMBER.pattern}|\b(?:every|each|once|daily|weekly|fortnightly|monthly|quarterly"
    r"|yearly|annually|hourly|nightly)\b",
    re.IGNORECASE,
)
# ... a sum or quantity as a table's row gives it: a number (its currency or unit in the header
# or title, if anywhere), or none to pay ("Price: Free")
_ROW_AMOUNT = re.compile(rf"{_NUMBER.pattern}|\b(?:free|no charge)\b", re.IGNORECASE)
# "Which vet ...", "What set menu ...": the words that say of what kind the one asked for is
_WHICH = re.compile(r"^\s*(?:which|what)\s+(.*)", re.IGNORECASE | re.DOTALL)
_WHERE = re.compile(r"^\s*where\b", re.IGNORECASE)
# Words of a question's form, not of its topic, which a note of what the documents never say
# leaves out, and which stand under no section: "time" of "What time does the bar close?",
# "one" of "how do I get a new one?"
QUESTION_FORM = re.compile(
    r"(?<=\bwhat )(?:time|day|date|month|year)s?\b|(?<=\bwhich )(?:day|date|month|year)s?\b"
    r"|\bones?\b(?=\s*[?.!,;]|\s*$)",
    re.IGNORECASE,
)
# a time of day as a clock says it ("09:00", "6 pm")
CLOCK = re.compile(
    r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])|\b\d{1,2}\s?[ap]\.?m\b\.?", re.IGNORECASE
)
_TIME = re.compile(
    r"\b(?:1[5-9]|20)\d\d\b|\b(?:January|February|March|April|May|June|July|August|September"
    r"|October|November|December)\b|\b(?:centur|decade|year|month|week|day|hour)\w*"
    # a time of day ("09:00-20:00", "6 pm", "noon") and a day of the week: when a branch opens
    rf"|{CLOCK.pattern}|\b(?:noon|midnight)\b"
    r"|\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b",
    re.IGNORECASE,
)


def _without_semi_modals(question: str) -> str:
    """The question without the verbs that act as modals before "to" (`_SEMI_MODAL`)."""
    return _SEMI_MODAL.sub("", question)


def without_framing(question: str, unheard: Collection[str] = ()) -> str:
    """The question as the text search reads it: without the words that frame the request or
    give it its form ("What happens ..."), nor the one that makes "how" ask for an amount or a
    time ("How often does the N1 run?": no chunk says "often", and its rarity would count as a
    topic word the timetable lacks), nor a verb that acts as a modal ("need to"); "how tall"
    and the like ask for what a label says ("height": `HOW_LABEL_WORDS`), and of the labels
    "how hard" may ask for, those not `unheard` in the project (`label_words`): the water's
    "Hardness" is no "difficulty" its rarity counts against."""
    words = [m.group() for m in QUESTION_WORD.finditer(_without_semi_modals(question))]
    kept = (
        _heard_labels(word, unheard) if before.lower() == "how" else word
        for before, word in pairwise(["", *words])
        if word.lower() not in _NOT_SEARCHED
        and not (before.lower() == "how" and word.lower() in _HOW_FORM)
    )
    return " ".join(kept) or question


def label_words(question: str) -> list[str]:
    """The labels a "how" of the question may ask for where it may ask for several ("how
    hard": "difficulty", "hardness"), to be told which of them the project has."""
    said = [m.group().lower() for m in QUESTION_WORD.finditer(question)]
    return [
        label
        for before, word in pairwise(["", *said])
        if before == "how" and len(HOW_LABEL_WORDS.get(word, "").split()) > 1
        for label in HOW_LABEL_WORDS[word].split()
    ]


def _heard_labels(word: str, unheard: Collection[str]) -> str:
    """The labels a "how" word asks for (`HOW_LABEL_WORDS`), but those `unheard` while another
    is heard; the word itself when it asks for none."""
    labels = HOW_LABEL_WORDS.get(word.lower(), word).split()
    return " ".join([label for label in labels if label not in unheard] or labels)


def ordinal_number(word: str) -> str | None:
    """The number an ordinal says, as a table's cell or a code writes it ("second", its stem
    "secon", "2nd": "2"); None for another word."""
    suffixed = _SUFFIXED_ORDINAL.fullmatch(word)
    return suffixed.group(1) if suffixed else _ordinal_numbers().get(word.lower())


@cache
def _ordinal_numbers() -> dict[str, str]:
    """Each ordinal word and its stem, with the number it says."""
    return {
        form: str(n) for n, word in enumerate(ORDINALS, start=1) for form in [word, *stems(word)]
    }


def terms(text: str) -> set[str]:
    """Lower-case content words, stemmed so that inflections still match."""
    return set(stems(text))


def stems(text: str) -> list[str]:
    """The stemmed content words of `text`, in order (`terms`)."""
    words = (w.lower() for w in _WORD.findall(text))
    return [_stem(w) for w in words if w not in _STOP and (len(w) > 1 or w.isdigit())]


def _pairs(text: str) -> set[tuple[str, str]]:
    """Consecutive content-word pairs ("incubation period", "mean time")."""
    return set(pairwise(stems(text)))


class _Wanted(NamedTuple):
    """What an answer must contain (`pattern`), how a table's row gives it when otherwise
    (`by_row`: a number, its unit in the header, or "Free"), and what in a text gives no such
    thing however it matches (`not_it`: "10:00" is no count, "120 euros" no length)."""

    pattern: re.Pattern[str]
    by_row: re.Pattern[str] | None = None
    not_it: tuple[re.Pattern[str], ...] = ()


# what a question asks for, by what asks it; the first it asks counts
_WANTED = (
    (_ASKS_MONEY, _Wanted(_MONEY, _ROW_AMOUNT)),
    (_ASKS_FREQUENCY, _Wanted(_FREQUENCY)),
    (_ASKS_COUNT, _Wanted(_NUMBER, _ROW_AMOUNT, (CLOCK, _SUM))),
    (_ASKS_MEASURE, _Wanted(_NUMBER, not_it=(_SUM,))),
    (_ASKS_LENGTH, _Wanted(_LENGTH)),
    (_ASKS_WEIGHT, _Wanted(_WEIGHT)),
    (_ASKS_WARMTH, _Wanted(_WARMTH)),
    (_ASKS_QUANTITY, _Wanted(_NUMBER, _ROW_AMOUNT)),
    (_ASKS_TIME, _Wanted(_TIME)),
)


# what a row gives that says how much a thing is: an amount, not a time nor a length of time
_AMOUNT_OF_A_THING = _Wanted(_ROW_AMOUNT, _ROW_AMOUNT, (CLOCK, DURATION))


def _expected_answer(question: str) -> _Wanted | None:
    """What an answer must contain when the question asks for a sum of money, how often, how
    many, a measure, a length, weight or warmth, another quantity or a time (the first that it
    asks, in that order)."""
    return next((wanted for asks, wanted in _WANTED if asks.search(question)), None)


def names_no_sum(question: str, findings: Findings, look_at: int) -> bool:
    """Whether the question asks what something costs and none of the `look_at` likeliest
    sentences an answer could be made of names a sum of money (`_MONEY`; a table's row, a
    number): how often a filter is replaced is no answer to what one costs, however close the
    two come; or asks how much a thing is and none names a sum or any figure."""
    likely = islice(findings.usable(), look_at)
    if _ASKS_MONEY.search(question):
        return not any(e.features[_ANSWER_TYPE] > 0 for e in likely)
    if _ASKS_HOW_MUCH_IS.search(question):
        # "How much is parking?" is answered by a sum, "free" or an amount of something else
        # ("20 kg"), never by a sentence with no figure ("a parking bay for pushchairs")
        return not any(_MONEY.search(e.text) or _NUMBER.search(e.text) for e in likely)
    return False


def row_without_the_kind(question: str, findings: Findings) -> bool:
    """Whether the question asks for a time or a quantity and the likeliest sentence an answer
    could be made of is a table's row that gives none: "When is the Field Methods exam?" of a
    module list whose Field Methods row has no date, beside an exam timetable without that
    module; "How much is a rush poster?" of a row that says "Rush: Same day". A row's values
    are all it says; a sentence may say when in other words."""
    best = next(findings.usable(), None)
    if best is None or not in_a_table(best.span, best.text):
        return False
    if _ASKS_HOW_MUCH_IS.search(question):
        # a sum with its currency is one, though the question says its figure ("15 euros" of
        # "How much is delivery for 5 to 15 km?")
        asked = {word.lower() for word in _WORD.findall(question)}
        return not _SUM.search(best.text) and not _gives(
            _AMOUNT_OF_A_THING, best.text, asked, row=True
        )
    return best.features[_ANSWER_TYPE] < 0  # 0 when the question asks for no time or quantity


# "Where is the South site?" asks for one of these: the labels of a column that says where
_PLACES = "address location place room venue area"


def _asked_kind(question: str) -> Sequence[list[str]]:
    """The kinds (stemmed words) of which the one asked for may be: the words after a question's
    opening "which" or "what" ("Which vet should I see ...": "vet", ...); a place's for "where"
    (`_PLACES`: "address", "room", ...); none for another question."""
    which = _WHICH.match(question)
    if which:
        return [stems(which.group(1))]
    return [[place] for place in stems(_PLACES)] if _WHERE.match(question) else []


def _labels_the_kind(kinds: Sequence[Sequence[str]], row: str) -> bool:
    """Whether one of the row's column labels is a kind a question asks of (`_asked_kind`:
    "Which vet should I see with my rabbit?" of "Vet: Dr Tom Hale | Works with: Rabbits and
    small pets"; "Which set menu has no meat?" of "Set menu: Garden"; "Where is the South
    site?" of "Site: South | Address: 3 Harbour Lane"): the row gives one of the kind asked
    for, as a sum gives a price."""
    return any(
        label_words and list(kind[: len(label_words)]) == label_words
        for label_words in (stems(label) for label in labels(row))
        for kind in kinds
    )


def _answer_type(
    expected: _Wanted | None,
    kinds: Sequence[Sequence[str]],
    text: str,
    asked: Collection[str],
    row: bool,
) -> float:
    """1 when the sentence gives what the question asks for (`_expected_answer`; a row, one of
    one of the `kinds` a "which" or "where" question asks for), -1 when it asks for a sum,
    quantity or time that the sentence does not give, else 0."""
    if expected is not None:
        return 1.0 if _gives(expected, text, asked, row) else -1.0
    return 1.0 if row and kinds and _labels_the_kind(kinds, text) else 0.0


def _gives(expected: _Wanted, text: str, asked: Collection[str], row: bool) -> bool:
    """Whether the text holds what the question asks for (`_expected_answer`) in words of its
    own: "Sunday" repeated from "When does it open on Sunday?", or "2024" from "How many in
    2024?", is no time or quantity given, nor is "10:00" how many, nor "120 euros" how long. A
    table's row gives a sum or quantity as a number: the currency stands in its header or
    title, if anywhere ("High season: 34"); or as "Free"."""
    own = "".join(piece for piece in _PIECES.split(text) if piece.lower() not in asked)
    for not_it in expected.not_it:
        own = not_it.sub(" ", own)
    given = expected.by_row if row and expected.by_row else expected.pattern
    return given.search(own) is not None


def _stem(word: str) -> str:
    """A common ending off, then the first five letters ("frequent", "frequency" -> "frequ"); an
    irregular verb's past as its present first ("sent" as "send", "paid" as "pay": `wordforms`)."""
    return _without_ending(present(word))[:_STEM_CHARS]


def _without_ending(word: str) -> str:
    """A common ending off ("paged", "pages", "page" -> "pag"; "carried" -> "carry")."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= _MIN_STEM:
            word = word[: -len(ending)]
            if ending in _Y_ENDINGS and word.endswith("i"):
                word = word[:-1] + "y"  # "carried", "studies": "carry", "study"
            if ending in _DOUBLING_ENDINGS and _DOUBLED.search(word):
                word = word[:-1]  # "swimming", "stopped": "swim", "stop"
            break
    return word


# Verbs that say what is done with a thing, not what it is ("Can I put glass in the blue bin?")
LIGHT_VERBS = terms("put puts take takes bring brings give gives keep keeps go goes make use")
# A verb its subject pronoun stands before ("Can I bring my dog?")
_SUBJECT_VERB = re.compile(r"\b(?:i|we|you|they|he|she)\s+([\w'-]+)", re.IGNORECASE)


def subject_verbs(question: str) -> set[str]:
    """The verbs (stemmed) the question says after their subject pronoun ("pay" of "Can I pay
    the deposit with a debit card?"): what is done, not what it is done to."""
    return terms(" ".join(_SUBJECT_VERB.findall(question)))


def done_with(question: str) -> set[str]:
    """The light verbs by which the question says what its asker does with a thing ("Can I
    bring my dog?"), and the verbs that act as modals before "to" ("Do I need to print my
    ticket?"): a sentence that answers need not say them ("Dogs are welcome"). Said otherwise,
    one may be the topic ("What makes phage display useful?")."""
    semi_modals = terms(" ".join(m.group() for m in _SEMI_MODAL.finditer(question)))
    return (subject_verbs(question) & LIGHT_VERBS) | semi_modals


def asked_words(question: str) -> list[re.Match[str]]:
    """The question's content words (`content_words`) but the light verbs by which it says what
    its asker does with a thing (`done_with`): what an answer or a note speaks of."""
    done = done_with(question)
    return [m for m in content_words(question) if terms(m.group()) - done]


def asks(text: str) -> bool:
    """Whether the sentence is a question."""
    return text.rstrip().endswith("?")


def heading_like(text: str) -> bool:
    """Too short to answer, or a heading."""
    return len(text.split()) < _SHORT_WORDS or is_heading(text)


def _short(text: str, source: Source, spans: Sequence[Span], index: int) -> bool:
    """Whether the sentence (the `index`th of its chunk's `spans`) is too short to answer or a
    heading (`heading_like`); a slide's point is no heading (`slide_point`)."""
    if slide_point(source.hit.filename, spans, index):
        return len(text.split()) < _SHORT_WORDS
    return heading_like(text)


def goes_on_from(first: Evidence, other: Evidence) -> bool:
    """Whether `other` is the sentence right after `first` in its chunk and opens with a pronoun
    that stands for what the first speaks of ("The museum is open Tuesday to Sunday ... It is
    closed on Mondays.")."""
    content = first.source.hit.content
    return (
        other.source is first.source
        and other.span.start >= first.span.end
        and not content[first.span.end : other.span.start].strip()
        and _GOES_ON.match(other.text) is not None
    )


def in_a_table(span: Span, text: str) -> bool:
    """Whether a sentence (its span and text) is a table's row: a CSV file's or a sheet's, or
    one a DOCX, HTML, Markdown or PPTX table gives (`tables.is_table_row`)."""
    return span.row is not None or is_table_row(text)


def slide_point(filename: str, spans: Sequence[Span], index: int) -> bool:
    """Whether the `index`th of a chunk's sentences is a point of a slide, after its title on
    the same slide: no heading, however short and unpunctuated ("Ana Costa leads the project"
    under "Team")."""
    return is_slide_deck(filename) and index > 0 and spans[index - 1].page == spans[index].page


def is_heading(text: str) -> bool:
    """A heading: a Markdown heading, or a few words without a full stop ("Pension"; a short
    sentence such as "Contributions vest immediately." heads nothing)."""
    unpunctuated = text.rstrip()[-1:] not in ".!?:;)\"'"
    return text.lstrip().startswith("#") or (
        unpunctuated
        and len(text.split()) <= _HEADING_WORDS
        and "|" not in text
        and "\n" not in text
    )


@dataclass(frozen=True, slots=True)
class Evidence:
    source: Source
    span: Span
    features: tuple[float, ...]
    probability: float  # that this sentence holds the answer
    reading: tuple[float, ...] = ()  # READ_SIGNALS, once the reader read it

    @property
    def text(self) -> str:
        return self.source.hit.content[self.span.start : self.span.end]


@dataclass(frozen=True, slots=True)
class OtherKind:
    """The documents name `named` ("annual leave") where the question asks about `asked`
    ("parental leave"), a kind of the same thing that they have nowhere (`another_kind`); or,
    `elsewhere`, the best sentence stands under `named` where a section of its document is
    headed by what the question asks about (`passages.headed_elsewhere`); or, with `words`,
    those words of the question stand under `named` and not under `asked`, the best sentence's
    section (`passages.asked_of_another_section`); or, `numbered`, the best sentence names the
    year, quarter or numbered name `named` and not `asked`, one of the same kind
    (`numbered.another_number`)."""

    asked: str
    named: str
    elsewhere: bool = False
    words: tuple[str, ...] = ()
    numbered: bool = False


@dataclass(frozen=True, slots=True)
class Findings:
    """The candidates, best first, and the probability that the question is answerable; with
    `ignored`, how much closer the question comes to the best sentence without one of its words
    (`judged`), `idf`, each of the question's words' idf among the candidates (`find`), and
    `other_kind`."""

    evidence: list[Evidence]
    answerable: float
    ignored: float = 0.0
    idf: Mapping[str, float] = field(default_factory=dict)
    other_kind: OtherKind | None = None  # the best sentence's, when it names one
    # a passage read whole (a page's opening, a numbered part): its sentences, in order, are
    # the answer, not the likeliest of them
    whole: bool = False

    def best_of(self, n: int) -> Evidence | None:
        return next((e for e in self.evidence if e.source.n == n), None)

    def usable(self) -> Iterator[Evidence]:
        """The sentences an answer may be made of, likeliest first: a heading or a fragment is
        none, but a sentence's first part cut off by the end of its page is (`runs_on`: the
        answer quotes the rest after it); and a question is none ("Is there a shop?" on a page
        of questions and answers answers nothing, however close it comes to the question
        asked)."""
        return (
            e
            for e in self.evidence
            if (not e.features[SHORT] or runs_on(e.text, e.source.hit.content[e.span.end :]))
            and not asks(e.text)
        )

    def first_sentence(self) -> Evidence | None:
        """The likeliest sentence an answer could begin with."""
        return next(self.usable(), None)

    def without(self, said: Collection[str]) -> Findings:
        """The findings without the sentences that stand in one of the texts `said` (whitespace
        runs read as one space)."""
        return replace(
            self,
            evidence=[e for e in self.evidence if not any(one_line(e.text) in t for t in said)],
        )

    def renumbered(self, sources: Mapping[int, Source]) -> Findings:
        """The findings in `sources` only (keyed by their old number), citing them by their new
        one."""
        return replace(
            self,
            evidence=[
                replace(e, source=sources[e.source.n])
                for e in self.evidence
                if e.source.n in sources
            ],
        )


@dataclass(frozen=True, slots=True)
class Logistic:
    weights: tuple[float, ...]
    bias: float

    def __call__(self, features: Sequence[float]) -> float:
        z = self.bias + sum(w * x for w, x in zip(self.weights, features, strict=True))
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


@dataclass(frozen=True, slots=True)
class Gate:
    """The answerability model, and the probability at which the question is answered."""

    model: Logistic
    threshold: float


@dataclass(frozen=True, slots=True)
class Calibration:
    sentence: Logistic
    question: Gate  # for evidence the reader read
    # the likeliest sentences read again token by token (`reading`); None: not fitted
    reader: Logistic | None = None
    # the gate for evidence the reader did not read (an embedder without token states, or a
    # question of stop words): fitted on the sentence model's ranking alone, so that it does not
    # take the closeness nobody measured for a perfect one; None: not fitted
    unread: Gate | None = None

    def gate(self, evidence: Sequence[Evidence]) -> Gate:
        """The gate for these findings: the unread one when their best sentence was not read."""
        if self.unread is None or (evidence and evidence[0].reading):
            return self.question
        return self.unread


@cache
def calibration(model: str) -> Calibration:
    """The fitted models for an embedding model (cosines differ in scale between models), or
    the bundled model's when this one was never calibrated. Weights are matched to features by
    name, so a file fitted before a feature existed still loads (the feature weighs nothing
    until the next calibration; a unit test keeps the shipped file complete)."""
    table = json.loads((resources.files("ragkit.answer") / "answerability.json").read_text())
    entry = table["models"].get(model) or table["models"][table["default"]]
    return Calibration(
        sentence=_logistic(entry["sentence"], SENTENCE_FEATURES),
        question=Gate(_logistic(entry["question"], QUESTION_FEATURES), entry["threshold"]),
        reader=_logistic(entry["reader"], READER_FEATURES) if "reader" in entry else None,
        unread=_gate(entry["unread"]) if "unread" in entry else None,
    )


def _gate(fitted: Mapping[str, Any]) -> Gate:
    return Gate(_logistic(fitted, QUESTION_FEATURES), fitted["threshold"])


def _logistic(fitted: Mapping[str, Any], features: Sequence[str]) -> Logistic:
    weight = dict(zip(fitted["features"], fitted["weights"], strict=True))
    return Logistic(tuple(weight.get(name, 0.0) for name in features), fitted["bias"])


def sentence_spans(source: Source) -> list[Span]:
    return hit_spans(source.hit)


def hit_spans(hit: SearchHit) -> list[Span]:
    """The stored spans, or (chunks stored before sentence spans existed) the text split now,
    on the chunk's page when it has one."""
    if hit.sentences is not None:
        return [Span.from_list(values) for values in hit.sentences]
    page = hit.page_start if hit.page_start == hit.page_end else None
    return [Span(s.start, s.end, page) for s in split(hit.content)]


def within_pages(
    hits: Sequence[SearchHit],
    sentence_cosines: Mapping[int, Sequence[float]],
    filters: SearchFilters | None,
    question: str = "",
) -> tuple[Sequence[SearchHit], Mapping[int, Sequence[float]]]:
    """The hits as far as they stand on the pages the filters ask about, with their sentences'
    cosines: a chunk in the page range may run over its ends, and its text on other pages is
    not what the question asks about, so neither the gate, the evidence, a language model nor
    the reader is given it (text of no known page counts as on them, as its chunk did). A chunk
    cut so keeps the text search's coverage of the question only when its text on the pages
    still holds a word of the `question`: "What does page 2 say about passwords?" is not
    relevant to page 2 for the word "passwords" on page 1. Without a page range, both are
    returned as they are."""
    if filters is None or not filters.names_pages:
        return hits, sentence_cosines
    cosines = dict(sentence_cosines)
    kept = []
    for hit in hits:
        in_hit = hit_spans(hit)
        on = [i for i, span in enumerate(in_hit) if filters.holds_page(span.page)]
        if len(on) == len(in_hit):
            kept.append(hit)
        elif on:
            kept.append(_narrowed(hit, in_hit, on, terms(question)))
            if len(cosines.get(hit.chunk_id, ())) == len(in_hit):
                cosines[hit.chunk_id] = [cosines[hit.chunk_id][i] for i in on]
    return kept, cosines


def _narrowed(
    hit: SearchHit, spans: Sequence[Span], on: Sequence[int], wanted: set[str]
) -> SearchHit:
    """The hit's text from its first sentence in `on` to its last, with those sentences, and
    its text search coverage when that text holds a `wanted` word."""
    start, end = spans[on[0]].start, spans[on[-1]].end
    shifted = [
        replace(spans[i], start=spans[i].start - start, end=spans[i].end - start) for i in on
    ]
    pages = [span.page for span in shifted if span.page is not None]
    return replace(
        hit,
        content=hit.content[start:end],
        page_start=min(pages, default=hit.page_start),
        page_end=max(pages, default=hit.page_end),
        sentences=[span.as_list() for span in shifted],
        coverage=hit.coverage if terms(hit.content[start:end]) & wanted else None,
    )


@dataclass(frozen=True, slots=True)
class Lexemes:
    """The question's words as the text index stems them, with their idf in the project, and
    which of them each chunk holds (`db.chunks.question_lexemes`)."""

    idf: Mapping[str, float]
    present: Mapping[int, set[str]]

    def rarest_missing(self, chunk_id: int) -> float:
        """The idf of the rarest question word the chunk lacks, relative to the question's
        rarest word: 1 when the chunk lacks the rarest, 0 when it lacks none."""
        top = max(self.idf.values(), default=0.0)
        held = self.present.get(chunk_id, set())
        missing = [idf for lexeme, idf in self.idf.items() if lexeme not in held]
        return max(missing, default=0.0) / top if top else 0.0


def find(
    question: str,
    sources: Sequence[Source],
    sentence_cosines: Mapping[int, Sequence[float]],
    lexemes: Lexemes,
    model: str,
) -> Findings:
    """Score every sentence of the sources; `sentence_cosines` maps a chunk id to its sentences'
    cosines with the question, in span order (missing: the chunk's cosine stands in)."""
    fitted = calibration(model)
    spans = {source.n: sentence_spans(source) for source in sources}
    candidates = _candidates(sources, spans)
    texts = [source.hit.content[span.start : span.end] for source, _, span in candidates]
    # a sentence a page's end cut in two is one sentence to the word signals ("... and we keep
    # it for" on one page, "14 days before it goes back on the shelf." on the next)
    wholes = [_whole_sentence(source, spans[source.n], index) for source, index, _ in candidates]
    wanted = terms(question) - done_with(question)
    idf = _idf(wanted, [terms(text) for text in texts])
    total = sum(idf.values())
    # a sentence stands under its document's name and its section's heading, wherever the
    # chunk's text has that heading ("## Sick leave" two sentences up)
    places = {s.n: name_and_section(s) for s in sources}
    in_chunk = {s.n: chunk_terms(s) for s in sources}
    pairs, expected, kinds = _pairs(question), _expected_answer(question), _asked_kind(question)
    asked = {word.lower() for word in _WORD.findall(question)}
    rows = []
    for (source, index, span), text, whole in zip(candidates, texts, wholes, strict=True):
        cosines = sentence_cosines.get(source.hit.chunk_id)
        cosine = cosines[index] if cosines and index < len(cosines) else source.hit.cosine
        before = spans[source.n][index - 1] if index else None
        previous = source.hit.content[before.start : before.end] if before else ""
        rows.append(
            (
                cosine,
                source.hit.cosine,
                _coverage(wanted & (terms(whole) | places[source.n]), idf, total),
                _coverage(wanted & in_chunk[source.n], idf, total),
                _rarest_missing(wanted - in_chunk[source.n], idf, len(candidates)),
                1 / source.n,
                float(_short(text, source, spans[source.n], index)),
                lexemes.rarest_missing(source.hit.chunk_id),
                source.hit.coverage or 0.0,
                # annotated answers often follow the sentence that names the question's subject
                _coverage(wanted & terms(previous), idf, total),
                len(pairs & _pairs(whole)) / len(pairs) if pairs else 0.0,
                _answer_type(expected, kinds, whole, asked, in_a_table(span, text)),
            )
        )
    # how far each sentence is behind the question's best, whatever the question's scale
    best_cosine = max((row[0] for row in rows), default=0.0)
    best_coverage = max((row[2] for row in rows), default=0.0)
    evidence = []
    for (source, _, span), row in zip(candidates, rows, strict=True):
        features = (*row, row[0] - best_cosine, row[2] - best_coverage)
        evidence.append(Evidence(source, span, features, fitted.sentence(features)))
    evidence.sort(key=lambda e: (-e.probability, e.source.n, e.span.start))
    return Findings(evidence, _answerable(evidence, fitted), idf=idf)


def _cut_by_a_page(content: str, first: Span, second: Span) -> bool:
    """Whether `second` is the rest of the sentence whose first part is `first`, cut off by the
    end of a page (`sentences.goes_on_into`)."""
    return first.page != second.page and goes_on_into(
        content, (first.start, first.end), (second.start, second.end)
    )


def cut_parts(content: str, spans: Sequence[Span], index: int) -> tuple[int, int]:
    """The first and last index of the spans that are parts of one sentence with the span at
    `index`, each cut from the next by the end of a page (`_cut_by_a_page`); `index` twice for a
    sentence a page did not cut."""
    start = end = index
    while start > 0 and _cut_by_a_page(content, spans[start - 1], spans[start]):
        start -= 1
    while end + 1 < len(spans) and _cut_by_a_page(content, spans[end], spans[end + 1]):
        end += 1
    return start, end


def _whole_sentence(source: Source, spans: Sequence[Span], index: int) -> str:
    """The sentence the span at `index` is a part of, whole: with the parts before and after
    it that a page's end cut off (`cut_parts`); the span's own text otherwise."""
    start, end = cut_parts(source.hit.content, spans, index)
    return source.hit.content[spans[start].start : spans[end].end]


def question_features(evidence: Sequence[Evidence], ignored: float = 0.0) -> tuple[float, ...]:
    if not evidence:
        return (0.0, 0.0, 0.0, 1.0, ignored, 0.0)
    sources = {e.source.n: e.source for e in evidence}.values()
    return (
        evidence[0].probability,
        max(e.features[0] for e in evidence),
        max(s.hit.coverage or 0.0 for s in sources),
        min(e.features[_MISSING_IN_PROJECT] for e in evidence if e.source.n <= _TOP_CHUNKS)
        if any(e.source.n <= _TOP_CHUNKS for e in evidence)
        else 1.0,
        ignored,
        # the best sentence as the reader met the word of the question its chunk lacks
        evidence[0].reading[_UNMATCHED] if evidence[0].reading else 1.0,
    )


def _answerable(evidence: Sequence[Evidence], fitted: Calibration, ignored: float = 0.0) -> float:
    return fitted.gate(evidence).model(question_features(evidence, ignored)) if evidence else 0.0


def without_unmatched_words(question: str, best: Evidence) -> list[tuple[str, str]]:
    """Each content word of the question that the best sentence's chunk (its text, file name and
    section) does not have, with the question without it there, in order; a question left
    without a content word ("parental" alone) is no variant (nothing is left to compare)."""
    have = chunk_terms(best.source)
    unmatched = [m for m in content_words(question) if not terms(m.group()) & have]
    variants = (
        (m.group(), one_line(question[: m.start()] + question[m.end() :]))
        for m in unmatched[:_LEFT_OUT_WORDS]
    )
    return [(word, variant) for word, variant in variants if terms(variant)]


def judged(findings: Findings, ignored: float, model: str) -> Findings:
    """The findings with `ignored` (the most the question's cosine with the best sentence rises
    when one unmatched word is left out) and the answerability that weighs it."""
    answerable = _answerable(findings.evidence, calibration(model), ignored)
    return replace(findings, answerable=answerable, ignored=ignored)


def _candidates(
    sources: Sequence[Source], spans: Mapping[int, Sequence[Span]]
) -> list[tuple[Source, int, Span]]:
    """Every sentence once, and whole: chunks overlap, so a sentence seen in a better-ranked
    chunk of the same document is not a candidate again, and neither is the piece of a sentence
    a chunk starts or ends with when another chunk of the document holds all of it (an answer
    would repeat it, or quote half of it)."""
    seen: set[tuple[object, str]] = set()
    found = []
    for source in sources:
        for index, span in enumerate(spans[source.n]):
            text = source.hit.content[span.start : span.end]
            key = (source.hit.document_id, one_line(text))
            if key not in seen:
                seen.add(key)
                found.append((key, (source, index, span)))
    whole: dict[object, list[str]] = {}
    for (document, text), _ in found:
        whole.setdefault(document, []).append(text)
    return [
        candidate
        for (document, text), candidate in found
        if not any(text != other and text in other for other in whole[document])
    ]


def content_words(question: str) -> list[re.Match[str]]:
    """The question's content words as it writes them, where they stand."""
    return [
        m
        for m in QUESTION_WORD.finditer(question)
        if m.group().lower() not in _NO_CONTENT and terms(m.group())
    ]


def sentence_terms(evidence: Evidence) -> set[str]:
    """A sentence's words, with its document's name and its section's heading."""
    return terms(evidence.text) | name_and_section(evidence.source)


def says_any(question: str, evidence: Evidence, *, besides: str = "") -> bool:
    """Whether the sentence says one of the question's content words that `besides` (the
    questions asked before it) does not have, or the question has none of its own ("and how
    often?")."""
    wanted = terms(question) - terms(besides)
    return not wanted or bool(wanted & sentence_terms(evidence))


def chunk_terms(source: Source) -> set[str]:
    """A chunk's words, with its file name and section (a CSV row rarely repeats its topic)."""
    return terms(source.hit.content) | _place_terms(source)


def name_and_section(source: Source) -> set[str]:
    """The words of a chunk's file name and section (a sheet's name)."""
    return terms(place_label(source.hit.filename, source.hit.section, ""))


def _idf(wanted: set[str], documents: Sequence[set[str]]) -> dict[str, float]:
    """Each wanted word's idf among the documents (candidate sentences)."""
    n = len(documents)
    return {t: math.log(1 + n / (1 + sum(t in d for d in documents))) for t in wanted}


def _coverage(matched: set[str], idf: Mapping[str, float], total: float) -> float:
    return sum(idf[t] for t in matched) / total if total else 0.0


def _rarest_missing(missing: set[str], idf: Mapping[str, float], n: int) -> float:
    """The idf of the rarest question word the chunk lacks, as a share of the highest possible
    (a word no candidate has): 0 when the chunk has them all."""
    return max((idf[t] for t in missing), default=0.0) / math.log(1 + n) if n else 0.0


def _place_terms(source: Source) -> set[str]:
    """The words of a chunk's place, its heading found in its text."""
    hit = source.hit
    return terms(place_label(hit.filename, hit.section, hit.content))


def another_kind(
    question: str, sentence: str, unknown: Collection[str], ignored: Collection[str]
) -> OtherKind | None:
    """The other kind of the thing the question asks about that the sentence names: the question
    says "<word> <thing>" ("parental leave"), the project has that word nowhere (`unknown`), the
    sentence ignores it (the question comes closer to the sentence without it: `ignored`, a
    paraphrase such as "trial" beside "probation period" moves away), and the sentence names
    the thing with a word before it that the question does not say before its own ("annual
    leave"; "How many days of sick leave are paid?" does not ask of "paid leave"), not a
    verb of which it is the object ("covers passwords": `_modifying_words`). The
    documents then speak of another kind of it, not of the one asked about. A figure or a unit
    of time is no kind of a thing ("five days", "first year residents"), nor a thing a kind of
    days. Nor is another part of the day a paraphrase (`_another_part_of_the_day`). None when
    the sentence names no other kind."""
    # a season is never said in another's words: "the spring retreat" is no paraphrase of the
    # "autumn retreat", however close the embedder brings them
    unheard = {word.lower() for word in unknown} & ({word.lower() for word in ignored} | SEASONS)
    said = _modifying_words(sentence)
    for first, second in _adjacent(question):
        kind, thing = first.group(), second.group()
        if (
            kind.lower() not in unheard
            or kind.lower() in _DEGREE
            or not _names_a_kind(thing)
            or _how_form(question, first)
        ):
            continue
        # the words the question says before the thing may name its kind ("paid parental
        # leave"); one after it does not ("How many days of sick leave are paid?")
        before_it = question[: first.start()]
        asked = {_stem(w.lower()) for w in _WORD.findall(before_it) + _COMPOUND.findall(before_it)}
        # of a series the sentence numbers, one it does not number may be the one an ordinal
        # asks of ("the first reminder" is the "friendly reminder" beside a "second reminder");
        # "the third car" beside a "Second car" alone is none of them
        naming = [ordinal_number(before) for before, word in said if _same_thing(word, thing)]
        if ordinal_number(kind) and any(naming) and not all(naming):
            continue
        for before, word in said:
            if (
                _same_thing(word, thing)
                and _names_a_kind(before)
                and _stem(before.lower()) not in asked
            ):
                return OtherKind(f"{kind} {thing}", f"{before} {word}")
    return _the_opposite(question, sentence, unknown) or _another_part_of_the_day(
        question, sentence, unknown
    )


def _how_form(question: str, word: re.Match[str]) -> bool:
    """Whether the word gives "how" its form ("far" in "How far away is the hospital?"): it
    asks for an amount, and names no kind of the thing after it."""
    before = _WORD.findall(question[: word.start()])
    return bool(before) and before[-1].lower() == "how" and word.group().lower() in _HOW_FORM


def names_a_season(question: str) -> bool:
    """Whether the question names a season ("the spring retreat"), which `another_kind` weighs
    however close the sentence of another season comes."""
    return any(word.lower() in SEASONS for word in _WORD.findall(question))


def negates(question: str, sentence: str) -> bool:
    """Whether a word of the question negates a word of the sentence ("unpaid" beside "paid",
    "non-smokers" beside "smokers"), which `another_kind` weighs when the project has the
    question's word nowhere."""
    return bool(_negations(question, sentence))


def _negations(question: str, sentence: str) -> list[tuple[str, str]]:
    """The question's words that are a negating prefix and a word of the sentence, each with
    that word (as the sentence spells it)."""
    said = {word.lower(): word for word in _COMPOUND.findall(sentence)}
    found = []
    for word in _COMPOUND.findall(question):
        lowered = word.lower()
        if lowered in _NOT_NEGATING:
            continue
        for prefix in _NEGATING:
            rest = lowered.removeprefix(prefix).lstrip("-")
            if rest != lowered and len(rest) >= _NEGATED_CHARS and rest in said:
                found.append((word, said[rest]))
                break
    return found


def _the_opposite(question: str, sentence: str, unknown: Collection[str]) -> OtherKind | None:
    """The sentence's word that a word of the question negates, when the project has the
    question's word nowhere: asked about unpaid leave, a sentence on "paid annual leave" speaks
    of the opposite, although to the embedder "unpaid" and "paid" are close. The question must
    name a thing right after its word ("unpaid leave") and the sentence name it too, a few words
    after its own ("paid annual leave"): a word alone may be what a yes/no question asks of its
    evidence ("Are these asthmatics really non-inflammatory?" beside a sentence on how
    inflammatory they are)."""
    unheard = {word.lower() for word in unknown}
    for negated, word in _negations(question, sentence):
        thing = next((b.group() for a, b in _adjacent(question) if a.group() == negated), "")
        named = _up_to(sentence, word, thing) if _names_a_kind(thing) else None
        if negated.lower() in unheard and named:
            return OtherKind(f"{negated} {thing}", named)
    return None


def _another_part_of_the_day(
    question: str, sentence: str, unknown: Collection[str]
) -> OtherKind | None:
    """The part of the day the sentence names where the question names another that the
    project has nowhere: asked of an evening visit, the "Quiet morning" row is no answer,
    however close the embedder brings them."""
    unheard = {word.lower() for word in unknown} & _PARTS_OF_DAY
    asked = [w for w in _WORD.findall(question) if w.lower() in unheard]
    named = [w for w in _WORD.findall(sentence) if w.lower() in _PARTS_OF_DAY]
    return OtherKind(asked[0], named[0]) if asked and named else None


def _up_to(sentence: str, word: str, thing: str) -> str | None:
    """The sentence's words from `word` up to `thing` when it follows within a few words with
    only spaces between ("paid annual leave"); None when it does not."""
    found = list(_COMPOUND.finditer(sentence))
    for i, match in enumerate(found):
        if match.group() != word:
            continue
        for later, after in pairwise(found[i : i + _KIND_WORDS + 1]):
            if not _next_to(sentence, later, after):
                break
            if _same_thing(after.group(), thing):
                return sentence[match.start() : after.end()]
    return None


def _next_to(text: str, first: re.Match[str], second: re.Match[str]) -> bool:
    """Whether two words of `text` stand with only spaces between them (no comma or full stop),
    the second, on the next line, no label of the next cell ("room: Aurora⏎floor: 2", a CSV
    row, names no "Aurora floor"; "Low season: 18" names a season)."""
    between = text[first.end() : second.start()]
    return not between.strip() and not ("\n" in between and ends_label(text, second.end()))


def _same_thing(word: str, thing: str) -> bool:
    """Whether two words name the same thing, whatever their ending ("leave", "leaves")."""
    return _without_ending(word.lower()) == _without_ending(thing.lower())


def _adjacent(text: str) -> list[tuple[re.Match[str], re.Match[str]]]:
    """The pairs of words ("full-time" is one) that stand next to each other (`_next_to`)."""
    found = list(_COMPOUND.finditer(text))
    return [(a, b) for a, b in pairwise(found) if _next_to(text, a, b)]


def _modifying_words(sentence: str) -> list[tuple[str, str]]:
    """The sentence's adjacent words (`_adjacent`) of which the first may name a kind of
    the second: not a verb with the second as its object ("Page one covers passwords" names no
    kind of password), which the word before it shows (`_verb_after`)."""
    found = list(_COMPOUND.finditer(sentence))
    pairs = []
    for previous, word, after in zip([None, *found], found, found[1:], strict=False):
        if not _next_to(sentence, word, after):
            continue
        verb = (
            previous is not None
            and _next_to(sentence, previous, word)
            and _verb_after(previous.group(), word.group())
        )
        if not verb:
            pairs.append((word.group(), after.group()))
    return pairs


def _verb_after(previous: str, word: str) -> bool:
    """Whether `word` reads as a verb after `previous`: after a pronoun or a modal ("we issue",
    "must change"), or ending in a single "s" after a noun ("the guide covers"). A plural
    noun naming a kind after an adjective ("new sales team") reads as a verb too: the note then
    says the documents never name the word asked about, which is true, instead of naming a
    kind they have."""
    before, lowered = previous.lower(), word.lower()
    if before in _BEFORE_A_VERB:
        return True
    third_person = lowered.endswith("s") and not lowered.endswith(("ss", "us", "is"))
    # after a figure above one a word in "s" is a plural ("five days"); "Page one covers" reads
    # as a verb
    plural = _NUMBER.search(previous) is not None and before not in _SINGULAR
    return third_person and before not in _STOP and not plural


def _names_a_kind(word: str) -> bool:
    """A word that can name a thing or a kind of it: no function word, figure or unit of time,
    nor the "per" of a rate ("the price per kWh" asks of no kind of "per" beside an
    "Electricity per kWh" column)."""
    lowered = word.lower()
    return (
        lowered not in _STOP
        and lowered != _RATE
        and len(lowered) > 1
        and not _NUMBER.search(word)
        and not _TIME.fullmatch(word)
    )

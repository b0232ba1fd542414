"""Answer generators behind one interface: `openai` (Chat Completions, or any OpenAI-compatible
server through OPENAI_BASE_URL) and `extractive` (offline, deterministic, no model)."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from functools import lru_cache, partial
from typing import Any, Protocol

from pydantic import ValidationError

from ragkit.answer.citations import Draft, Quote, answer_sentences, check, merged
from ragkit.answer.context import Source, neutralise, recent_turns
from ragkit.answer.evidence import (
    RAREST_MISSING,
    Evidence,
    Findings,
    asks,
    is_heading,
    name_and_section,
    sentence_spans,
    stems,
    terms,
    without_framing,
)
from ragkit.answer.numbered import another_number
from ragkit.answer.passages import answer_under_a_question, completed, section_opening
from ragkit.answer.prompt import (
    AUGMENTED_SYSTEM,
    AUGMENTED_WITH_SOURCES_SYSTEM,
    IDK,
    REPLY_SCHEMA,
    REWRITE_SYSTEM,
    STRICT_SYSTEM,
    Claim,
    ModelReply,
    question_message,
)
from ragkit.answer.questions import (
    asked_of_another_topic,
    at_the_row,
    is_request,
    more_of_the_same,
    of_another_column,
    of_another_row,
    of_the_person,
    of_the_row,
)
from ragkit.answer.rows import (
    along_the_way,
    asked_of_values,
    is_row,
    named_as_written,
    with_the_asked_value,
    within_the_range,
)
from ragkit.models.conversation import Turn, previous_question
from ragkit.providers import openai_client, provider_call
from ragkit.sentences import as_read, goes_on_into, one_line
from ragkit.settings import Settings
from ragkit.tables import is_table_row, row_name, values
from ragkit.tokens import count_tokens


class Generator(Protocol):
    name: str
    adds_general_knowledge: bool  # can answer `documents+general` in augmented mode

    def answer(
        self,
        question: str,
        sources: Sequence[Source],
        findings: Findings,
        history: Sequence[Turn] = (),
        *,
        augmented: bool = False,
        more: bool = False,  # "tell me more": the findings lack what the answers before said
    ) -> Draft: ...

    def general(self, question: str) -> str | None: ...

    def rewrite(self, history: Sequence[Turn], question: str) -> str: ...


@lru_cache(maxsize=4)
def create_generator(settings: Settings) -> Generator:
    """The generator for these settings, built once per warm container: building an OpenAI
    client costs ~34 ms here, and a kept client reuses its connections across requests."""
    if settings.resolved_llm_provider == "openai":
        return OpenAIGenerator(settings)
    return ExtractiveGenerator()


def parse_reply(reply: str) -> list[Claim]:
    """The answer's sentences, each with the quotes it claims, from the model's JSON reply; a
    reply that is not JSON is an answer without verifiable citations, and JSON of another shape
    no answer at all."""
    try:
        return ModelReply.model_validate_json(reply).sentences
    except ValidationError as error:
        if any(e["type"] == "json_invalid" for e in error.errors()):
            return [Claim(text=sentence) for sentence in answer_sentences(reply)]
        return []


_JSON_MODE: dict[str, Any] = {"type": "json_object"}


class OpenAIGenerator:
    name = "openai"
    adds_general_knowledge = True

    def __init__(self, settings: Settings) -> None:
        self._client = openai_client(settings)
        self._settings = settings
        self._model = settings.llm_model
        self._temperature = settings.llm_temperature
        self._max_tokens = settings.llm_max_tokens
        # the conversation so far may take a quarter of the context's budget beside the sources
        self._history_budget = settings.context_budget_tokens // 4
        self._structured = True  # until the server rejects the reply's JSON schema

    def _chat(
        self, system: str, user: str, history: Sequence[Turn] = (), *, as_json: bool = False
    ) -> str:
        messages = [{"role": "system", "content": system}]
        messages += [{"role": turn.role, "content": turn.content} for turn in history]
        messages.append({"role": "user", "content": user})
        with provider_call("language model", self._client, self._settings) as client:
            create = partial(
                client.chat.completions.create,
                model=self._model,
                messages=messages,
                temperature=self._temperature,
                max_tokens=self._max_tokens,
            )
            response = self._as_json(create) if as_json else create()
        return (response.choices[0].message.content or "").strip()

    def _as_json(self, create: Callable[..., Any]) -> Any:
        """The call asking for the reply's JSON schema (structured output), or JSON mode from a
        server that rejects the schema, and from then on once JSON mode works there."""
        import openai

        if not self._structured:
            return create(response_format=_JSON_MODE)
        try:
            return create(response_format=REPLY_SCHEMA)
        except openai.BadRequestError:
            response = create(response_format=_JSON_MODE)
            self._structured = False
            return response

    def answer(
        self,
        question: str,
        sources: Sequence[Source],
        findings: Findings,
        history: Sequence[Turn] = (),
        *,
        augmented: bool = False,
        more: bool = False,
    ) -> Draft:
        """The model's answer, with the conversation's latest turns before the question (asked
        to say only what they did not, for `more`: the sources it reads may hold that too), each
        of its sentences checked against the quotes given with it after generation: a citation
        whose quote is not in its source is dropped (a number remembered from an earlier answer
        included), and every sentence left without a verified citation is reported (in
        augmented mode those are the general knowledge the model added)."""
        turns = recent_turns(history, self._history_budget, count_tokens)
        message = question_message(question, sources, more=more)
        system = AUGMENTED_WITH_SOURCES_SYSTEM if augmented else STRICT_SYSTEM
        reply = self._chat(system, message, turns, as_json=True)
        draft = check(parse_reply(reply), sources)
        return draft if draft.text and draft.text != IDK else Draft(IDK, {})

    def general(self, question: str) -> str | None:
        return self._chat(AUGMENTED_SYSTEM, question) or None

    def rewrite(self, history: Sequence[Turn], question: str) -> str:
        return self._chat(REWRITE_SYSTEM, question, history) or question


# -- extractive ---------------------------------------------------------------------------------

_FOLLOW_UP = re.compile(
    r"^(and|but|so|also|what about|how about|tell me more|more|why|how so)\b|\b(it|its|this|that|"
    r"these|those|they|them|he|him|his|she|her|hers|there|page \d+)\b"
    r"|\bones?\W*$",  # "How do I book one?": one of what was asked of
    re.IGNORECASE,
)
_SHORT_QUESTION_WORDS = 4
_EXISTENTIAL_THERE = re.compile(r"\b(?:is|are|was|were)\s+there\b", re.IGNORECASE)


def read_with(previous: str, question: str) -> str:
    """A follow-up read with the question before it, so that retrieval sees that topic too."""
    return f"{previous} {question}"


def leans_on_earlier(question: str) -> bool:
    """Whether the question says it follows up another: "and ...", "what about ...", a
    pronoun, "page 3", but not the "there" of "Is there ...?"; a short question that says none
    of these may stand alone ("Is there parking?")."""
    return bool(_FOLLOW_UP.search(_EXISTENTIAL_THERE.sub(" ", question)))


_SENTENCES = 5  # at most, each nearly as likely to hold the answer as the best (bench.answers)
_KEEP_RATIO = 0.42  # relative to the best (README: the extractive answer)
LOOK_AT = 5  # candidates an answer's sentences are chosen from (the rows gate weighs as many)
_BETWEEN = 1  # sentences allowed between two chosen ones of the same chunk


def _joins(
    first: Evidence, second: Evidence, unsaid: Collection[str], asked: Sequence[str]
) -> bool:
    """Whether `second` may join `first` in one answer: a row that says a word of the question
    by a value, not only by a label (`_says_asked_values`), when `first` is no row; from
    another source; from another row
    of a table whose values say as many of the question's words as the first's
    (`rows.asked_of_values`: "Which items does ErgoWorks supply?" is two rows, "What do the Plus
    and Premium plans cost?" two rows of a DOCX table, and the N5 bus's row is not joined by
    the N1's, nor the Plus plan's by the Basic plan's, nor "the monthly premium of the Basic
    plan" by the Premium plan's), and none whose name (its first cell) says no word of the
    question that the first's does not, where the first's says one the other's does not: a
    row is a quote of its own (`merged`), and so is a row beside a sentence of its chunk; or
    from the same chunk on the same page or row with at most one sentence between them, one
    still to say (`unsaid`: a source has one verbatim quote on a page, which then runs from the
    first to the last, and would quote again what an earlier part or answer said). Rows of one
    table in two chunks are rows of one table all the same."""
    if is_row(second) and not is_row(first) and not _says_asked_values(second, asked):
        return False  # a row the question's words name by its labels alone joins no sentence
    one_table = (
        first.source.hit.document_id == second.source.hit.document_id
        and is_row(first)
        and is_row(second)
    )
    if first.source.n != second.source.n and not one_table:
        return True
    a, b = sorted((first.span, second.span), key=lambda span: span.start)
    csv_rows = a.row is not None and b.row is not None and a.row != b.row
    if csv_rows or (is_table_row(first.text) and is_table_row(second.text)):
        wanted = asked_of_values(asked, first.text, second.text)
        named, other = (wanted & terms(row_name(e.text)) for e in (first, second))
        if named - other and not other - named:
            return False  # "Dr Hart" names her row; Dr Osei's, which says "Friday", is another's
        first_says, second_says = (len(wanted & terms(values(e.text))) for e in (first, second))
        return second_says >= first_says  # each row a quote of its own (`merged`)
    if first.source.n != second.source.n or is_table_row(first.text) != is_table_row(second.text):
        return True  # a row beside a sentence of its chunk is a quote of its own (`merged`)
    content = first.source.hit.content
    between = [s for s in sentence_spans(first.source) if a.end <= s.start and s.end <= b.start]
    return (
        len(between) <= _BETWEEN
        and (a.page, a.row) == (b.page, b.row)
        and all(one_line(content[s.start : s.end]) in unsaid for s in between)
    )


def _says_asked_values(row: Evidence, asked: Sequence[str]) -> bool:
    """Whether the row's values say a word of the question (`asked`) that no label of the row
    says: "Day: Sunday | Restaurant: 12:00-17:00" says nothing of "When is the restaurant
    closed?", and "Ticket: Adult | Single fare: 14 euros" nothing of what changing a ticket
    costs, though each is close to the question by its labels."""
    return bool(asked_of_values(asked, row.text) & terms(values(row.text)))


def _on_topic(best: Evidence, other: Evidence) -> bool:
    """Whether `other` may join the best sentence: a sentence from another section of the same
    document must not lack a rarer word of the question than the best's chunk does ("How many
    days of sick leave?" is not also answered from the annual-leave section, which lacks "sick").
    Sections divide a document by topic; an article without them, or another document, may
    speak of the same thing in other words (across COVID-QA's articles the same rule cost 0.004
    answer-right). A table's row is a record of the values it names: no sentence lacking a rarer
    word than it does joins it, from any document ("How many shops opened in Leipzig?" is not
    also answered with a plan to open shops in Austria)."""
    a, b = best.source.hit, other.source.hit
    other_section = a.document_id == b.document_id and a.section != b.section
    weighed = other_section or is_row(best)
    return not weighed or other.features[RAREST_MISSING] <= best.features[RAREST_MISSING]


def _likeliest(
    usable: Sequence[Evidence], evidence: Sequence[Evidence], question: str
) -> list[Evidence]:
    """The best sentence, and those nearly as likely to hold the answer that may join it (of
    all the `evidence`, whose sentences are those still to say) but those that speak of another
    year, quarter or numbered name than the question asks of (`another_number`: the 2023 row
    does not join the 2024 row asked about)."""
    likely = nearly_as_likely(usable)
    likely = along_the_way(question, within_the_range(question, named_as_written(question, likely)))
    asked = stems(question)
    if is_row(likely[0]):  # what the table's file or sheet is named, each row is ("Tickets")
        place = name_and_section(likely[0].source)
        asked = [word for word in asked if word not in place]
    best = _named_row(likely, asked)
    chosen = [best]
    unsaid = {one_line(e.text) for e in evidence}
    joining = (
        e
        for e in likely
        if e is not best and _on_topic(best, e) and another_number(question, e.text) is None
    )
    for other in joining:
        if len(chosen) == _SENTENCES:
            break
        if all(_joins(e, other, unsaid, asked) for e in chosen):
            chosen.append(other)
    return with_the_asked_value(question, chosen)


def nearly_as_likely(usable: Sequence[Evidence]) -> list[Evidence]:
    """The usable sentences (best first) nearly as likely to hold the answer as the first:
    those that may join it in an answer."""
    best = usable[0].probability if usable else 0.0
    return [e for e in usable[:LOOK_AT] if e.probability >= best * _KEEP_RATIO]


def _named_row(likely: Sequence[Evidence], asked: Sequence[str]) -> Evidence:
    """The likeliest sentence; but when it is a table's row, of the rows of its source nearly
    as likely, the one whose values say the most of the question's words (`asked`), the
    likelier of equals: "the monthly premium of the Premium plan" is the Premium plan's row,
    which every row's labels resemble."""
    first = likely[0]
    rows = [e for e in likely if e.source.n == first.source.n and is_row(e)]
    if not is_row(first) or len(rows) < 2:  # noqa: PLR2004 (a row and another)
        return first
    wanted = asked_of_values(asked, *(e.text for e in rows))
    return max(
        rows,
        key=lambda e: (_named_by(wanted, e), len(wanted & terms(values(e.text)))),
    )


def _named_by(wanted: set[str], row: Evidence) -> bool:
    """Whether the question's words say every word of the row's name ("an adult ticket" names
    the Adults row; the Family ticket row, whose note says "Two adults", it does not)."""
    name = terms(row_name(row.text))
    return bool(name) and name <= wanted


def _section(question: str, best: Evidence, evidence: Sequence[Evidence]) -> list[Evidence]:
    """A request about the topic that the best sentence's section is headed by: the section's
    opening sentences, as far as they are evidence still to say; for any other question, the
    answer under a heading that asks a question, when the best sentence stands there or that
    heading is the likeliest evidence (`answer_under_a_question`); else []."""
    if not is_request(question):
        # a page of questions' heading likelier than any sentence is the question asked: its
        # entry answers ("Can I reserve a tool?" beside a rule that says "reserved")
        top = evidence[0] if evidence else best
        asked = top if top is not best and is_heading(top.text) and asks(top.text) else best
        return answer_under_a_question(asked, evidence)
    return section_opening(terms(without_framing(question)), best, evidence)


def _with_rows_beside(
    section: list[Evidence], question: str, usable: Sequence[Evidence], evidence: Sequence[Evidence]
) -> list[Evidence]:
    """The passage a question's answer stands in (`_section`), and the rows of other sources
    that would join its best sentence (`_likeliest`): an entry of a page of questions answers
    in its writer's words, and a table's row nearly as likely is a quote of its own ("How much
    is a newborn shoot?": the entry on newborn shoots' three hours, and the Newborn row's
    price). [] when there is no such passage."""
    if not section:
        return []
    joining = _likeliest(usable, evidence, question)[1:]
    return section + [
        e for e in joining if is_row(e) and e not in section and e.source.n != section[0].source.n
    ]


def _marker(quote: Quote, kept: Sequence[Quote], contents: Mapping[int, str]) -> str:
    """The citation after a quote in an extractive answer: none when the source's next quote
    is the rest of its sentence (`runs_on`: on the next page), so that a sentence is cited
    once, after its end."""
    at = kept.index(quote)
    following = kept[at + 1] if at + 1 < len(kept) else None
    goes_on = following is not None and goes_on_into(
        contents[quote.n], (quote.start, quote.end), (following.start, following.end)
    )
    return "" if goes_on else f" [{quote.n}]"


class ExtractiveGenerator:
    """Answers with the evidence sentence most likely to hold the answer (plus up to four more
    when they are nearly as likely), each cited [n]. Deterministic; no model, no network."""

    name = "extractive"
    adds_general_knowledge = False

    def answer(
        self,
        question: str,
        sources: Sequence[Source],
        findings: Findings,
        history: Sequence[Turn] = (),
        *,
        augmented: bool = False,
        more: bool = False,  # the findings hold only what is still to say: nothing else to do
    ) -> Draft:
        usable = list(findings.usable())
        if not usable:
            return Draft(IDK, {})
        section = [] if findings.whole else _section(question, usable[0], findings.evidence)
        chosen = (
            usable
            if findings.whole
            else _with_rows_beside(section, question, usable, findings.evidence)
            or completed(
                question, _likeliest(usable, findings.evidence, question), findings.evidence
            )
        )
        contents = {source.n: source.hit.content for source in sources}
        quotes = merged(
            (Quote(e.source.n, e.span.start, e.span.end, e.span.page, e.span.row) for e in chosen),
            contents,
        )
        # the likeliest first; a source's sentences join on one page (`_joins`), but one a
        # page's end cut in two is quoted on both
        text = " ".join(
            f"{neutralise(as_read(contents[q.n][q.start : q.end]))}{_marker(q, kept, contents)}"
            for kept in quotes.values()
            for q in kept
        )
        return Draft(text, quotes)

    def general(self, question: str) -> str | None:
        return None  # no model, no general knowledge

    def rewrite(self, history: Sequence[Turn], question: str) -> str:
        """A follow-up that asks the same of another topic ("and sick leave?") takes the
        previous question with the new topic in place of the old one, or stands alone when they
        share no word ("and meals?" after the hotel allowance: the hotels are answered already);
        any other follow-up (short, or leaning on "it", "that", "page 3", "tell me more", "and
        in Berlin?") is joined to the previous user question, so retrieval sees the topic
        again; but one whose she, he, her or his stands for the one person the answer to a
        "who" question named is that question of the person ("Which tasks does she own?" after
        "Who leads the project?" is "Which tasks does Ana Costa own?"), and one asking the same
        of a column of the one row the answer quoted asks it of that row ("And the joining
        fee?" after the Standard membership's row is "And the joining fee of Standard?"), and
        one whose "there" is the place of that row asks it at that row's name. The previous
        question is taken as it was read, so a chain of follow-ups keeps its topic."""
        previous = previous_question(history)
        if previous is None:
            return question
        if more_of_the_same(question):  # the answer leaves out what was said (`Answerer.ask`)
            return previous
        answer = next((t for t in reversed(history) if t.role == "assistant"), None)
        quotes = [quoted.text for quoted in answer.quoted] if answer else []
        read = (
            of_the_row(previous, quotes, question)
            or of_another_row(previous, quotes, question)
            or of_another_column(previous, quotes, question)
            or asked_of_another_topic(previous, question)
            or of_the_person(previous, quotes, question)
            or at_the_row(quotes, question)
        )
        if read is not None:
            return read
        is_follow_up = len(question.split()) <= _SHORT_QUESTION_WORDS or _FOLLOW_UP.search(question)
        return read_with(previous, question) if is_follow_up else question

"""Answering a question: rewrite a follow-up, retrieve, gate, assemble context, generate, cite."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import timedelta
from functools import cache, partial
from itertools import pairwise
from typing import Literal
from uuid import UUID

import psycopg

from ragkit.answer import passages
from ragkit.answer.citations import CITATION, Draft, Quote, cited, renumbered, within_place
from ragkit.answer.context import Source, numbered, within_budget
from ragkit.answer.evidence import (
    LIGHT_VERBS,
    ORDINALS,
    QUESTION_FORM,
    QUESTION_WORD,
    Evidence,
    Findings,
    Lexemes,
    OtherKind,
    another_kind,
    asked_words,
    calibration,
    find,
    goes_on_from,
    judged,
    label_words,
    names_a_season,
    names_no_sum,
    negates,
    ordinal_number,
    row_without_the_kind,
    says_any,
    sentence_terms,
    terms,
    within_pages,
    without_framing,
    without_unmatched_words,
)
from ragkit.answer.gate import relevant_alone, relevant_hits, second_look
from ragkit.answer.generators import (
    LOOK_AT,
    Generator,
    leans_on_earlier,
    nearly_as_likely,
    read_with,
)
from ragkit.answer.numbered import another_number, answers_instead
from ragkit.answer.passages import CHUNKS_PER_DOCUMENT, PAGE_DOCUMENTS
from ragkit.answer.prompt import (
    IDK,
    NEVER_SAID,
    NO_GENERAL_KNOWLEDGE,
    NO_SUCH_PAGE,
    NO_SUCH_PART,
    NO_WORD_SAID,
    NOT_IN_DOCUMENTS,
    NOT_IN_FILE,
    NOT_ON_PAGES,
    NOTHING_MORE,
    OTHER_KIND,
    OTHER_KIND_ELSEWHERE,
    OTHER_NUMBER,
    PAGE_OF_SEVERAL,
    PART_RUNS_ON,
    SAID_ELSEWHERE,
    SAID_IN_FILE,
    SAID_ON_PAGE,
    UNDER_NO_HEADING,
    disclaimer_of,
)
from ragkit.answer.questions import (
    YES_OR_NO,
    NamedDocument,
    Part,
    Superlative,
    asked_page,
    asked_part,
    asks_for_more,
    codes,
    day_spans,
    is_request,
    named_document,
    parts,
    periods,
    proper_names,
    refers_back,
    require_question,
    respelled,
    slips_allowed,
    superlative,
    topic_words,
    with_page,
)
from ragkit.answer.reading import reread
from ragkit.answer.rows import (
    asks_a_column_of_another_table,
    asks_a_rate_not_given,
    asks_under_another_column,
    extreme_rows,
    is_row,
    names_a_figure_no_row_has,
    names_no_row,
    names_no_such_way,
    names_parts_of_two_rows,
    names_the_row,
    names_values_of_no_row,
)
from ragkit.db import chunks, conversations, documents, vocabulary
from ragkit.db.chunks import holding_words, opening_page, question_lexemes, sentence_cosines
from ragkit.db.records import DocumentRow
from ragkit.db.search import search
from ragkit.embeddings import Aligner, Embedder, cosine
from ragkit.log import MetricUnit, record_metric, tracer
from ragkit.models.chunks import place_label
from ragkit.models.conversation import Quoted, Turn, previous_question
from ragkit.models.retrieval import Mode, SearchFilters, SearchHit
from ragkit.schemas import Answer, AnswerMode, AnswerSource, Passage, Pathway, QuotePlace
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import row_name
from ragkit.tokens import count_tokens

_NEVER_SAID_WORDS = 5  # at most this many words a note names
_NAME_STEM = 5  # letters a name shares with a word of the project that is a form of it
# chunks after the one a numbered part begins in that it may run on into: as many as its
# sentences need, overlap aside (a part of PART_SENTENCES sentences spans two at most)
_PART_CHUNKS = 2
# words that say when, which a row's days and hours may answer in other words
_WHEN = frozenset(
    "morning mornings afternoon afternoons evening evenings night nights noon midnight "
    "weekend weekends weekday weekdays early late tonight today tomorrow".split()
)
_NO_WORD_SAID_FROM = 4  # unknown words, none known: the note says so instead of naming them
_WORD_PLACES = 20  # chunks read to tell whether a page holds a question's words, and where
_NAMED_CANDIDATES = 20  # files whose names hold the words naming a document, read to find it


@dataclass(frozen=True, slots=True)
class Said:
    """What a conversation's answers said: their text (whitespace runs read as one space), and
    where their cited quotes stand."""

    texts: frozenset[str] = frozenset()
    quoted: frozenset[Quoted] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.texts or self.quoted)

    def quotes(self, evidence: Evidence) -> bool:
        """Whether a cited quote of these answers runs into the sentence `evidence`: where they
        overlap, its chunk's text is the quote's (offsets given in a page's part of a chunk do
        not count in the whole chunk)."""
        span, hit = evidence.span, evidence.source.hit

        def runs_into(q: Quoted) -> bool:
            start, end = max(q.start, span.start), min(q.end, span.end)
            return start < end and hit.content[start:end] == q.text[start - q.start : end - q.start]

        return any(runs_into(q) for q in self.quoted if q.chunk_id == hit.chunk_id)


def _more_of(findings: Findings, said: Said) -> Findings:
    """The findings without the sentences `said` (in an answer's words, or in its quotes: a
    language model's answer says them in its own; a sentence an overlapping chunk holds too
    goes by its text), and only in the sections those stand in when the findings hold any of
    them: more of the same is not the next section's topic ("tell me more" after the sentences
    on annual leave is not about sick leave)."""
    quoted = {one_line(e.text) for e in findings.evidence if said.quotes(e)}
    fresh = findings.without(said.texts | quoted)
    kept = {id(e) for e in fresh.evidence}  # `without` keeps the evidence it does not drop
    sections = passages.Sections(e.source for e in findings.evidence)
    places = {sections.place_of(e) for e in findings.evidence if id(e) not in kept}
    if not places:
        return fresh
    return replace(fresh, evidence=[e for e in fresh.evidence if sections.place_of(e) in places])


def _about_a_section(question: str, first: Evidence, evidence: Sequence[Evidence]) -> bool:
    """A request about the topic a section is headed by ("What does the handbook say about sick
    leave?"): its answer is the section's opening (`passages.section_opening`), wherever the
    likeliest sentence stands, so no section rule refuses it."""
    if not is_request(question):
        return False
    return passages.heading_asked(terms(without_framing(question)), first, evidence) is not None


def _number_asked_first(question: str, findings: Findings) -> Findings:
    """The findings with the likeliest sentence that names the year, quarter or numbered name
    the question asks of first (`numbered.answers_instead`), when the first names only others
    of its kind (`numbered.another_number`) and that one is nearly as likely as a sentence that
    may join an answer is (`nearly_as_likely`): asked of shops opened in 2024, a PDF's sentence
    on the shops opened in 2025 is no answer, and a CSV's 2024 row nearly as likely is. One less
    likely is not: "What were sales in 2023?" is not answered with the shops opened in 2023; but
    the sentence that goes on from the first is (`goes_on_from`: "It is closed on Mondays."
    after "The museum is open Tuesday to Sunday ...")."""
    usable = list(findings.usable())
    if not usable or another_number(question, usable[0].text) is None:
        return findings
    first = usable[0]
    likely = [*nearly_as_likely(usable), *(e for e in usable if goes_on_from(first, e))]
    instead = next((e for e in likely if answers_instead(question, e.text, first.text)), None)
    if instead is None:
        return findings
    rest = [e for e in findings.evidence if e is not instead]
    return replace(findings, evidence=[instead, *rest])


def _said_before(history: Sequence[Turn]) -> Said:
    """The conversation's answers and their cited quotes."""
    answers = [t for t in history if t.role == "assistant"]
    return Said(
        frozenset(one_line(t.content) for t in answers),
        frozenset(q for t in answers for q in t.quoted),
    )


def _says_its_own_word(question: str, previous: str, quotes: Iterable[str]) -> bool:
    """Whether the quotes say a content word of the question that the previous question does
    not: what a follow-up read with it adds is answered, not only the earlier question."""
    return bool((terms(question) - terms(previous)) & terms(" ".join(quotes)))


def _cited_quotes(answer: Answer) -> list[str]:
    return [place.quote for s in answer.sources if s.cited for place in (s, *s.more_quotes)]


def _asked_in(part: Part, asked_before: str) -> bool:
    """Whether the part is a question of the text `asked_before` (a follow-up's earlier one)."""
    return bool(asked_before) and one_line(part.asked).rstrip("?.! ") in one_line(asked_before)


def _idk(mode: AnswerMode, note: str | None = None) -> Answer:
    """ "I don't know.": no sources, nothing claimed."""
    return Answer(
        answer=IDK, source_count=0, sources=[], grounded=True, mode=mode, pathway="none", note=note
    )


def _other_kinds(outcomes: Sequence[Outcome]) -> str | None:
    """What the documents speak of instead, for the parts refused for asking about another kind
    of what they speak of, or about what another section is headed by; None when no part was."""
    said = [_other_kind(o.other) for o in outcomes if isinstance(o, _Gated) and o.other]
    return " ".join(said) or None


def _other_kind(other: OtherKind) -> str:
    """The note for one such part: the kind the documents name, the heading the closest
    sentence stands under (if any) and the one it does not, or the words of the question that
    stand under another heading than the closest sentence's."""
    if other.numbered:
        return OTHER_NUMBER.format(named=other.named, asked=other.asked)
    if not other.elsewhere:
        return OTHER_KIND.format(named=other.named, asked=other.asked)
    if other.words:
        return SAID_ELSEWHERE.format(
            words=_listed(other.words, "and"), named=other.named, asked=other.asked
        )
    said = OTHER_KIND_ELSEWHERE if other.named else UNDER_NO_HEADING
    return said.format(named=other.named, asked=other.asked)


def _listed(words: Sequence[str], last: str = "or") -> str:
    """'"a", "b" or "c"' (or `last`): the words quoted, the first few (a question in another
    language has many)."""
    quoted = [f'"{word}"' for word in words]
    if len(quoted) > _NEVER_SAID_WORDS:
        quoted = [*quoted[: _NEVER_SAID_WORDS - 1], "other words of the question"]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} {last} {quoted[-1]}"


def _pages(filters: SearchFilters) -> str:
    """The filters' page range as a note names it: "page 2", "pages 2-3", "the pages from 4"."""
    first, last = filters.page_from, filters.page_to
    if first == last:
        return f"page {first}"
    if first is None:
        return f"the pages up to {last}"
    return f"the pages from {first}" if last is None else f"pages {first}-{last}"


def _quotes_of(source: Source, draft: Draft, best: Evidence | None) -> list[Quote]:
    """The verified quotes of a cited source; for an uncited one, its likeliest sentence."""
    if source.n in draft.quotes:
        return draft.quotes[source.n]
    return [_likeliest(source, best)]


def _likeliest(source: Source, best: Evidence | None) -> Quote:
    if best is not None:
        return Quote(source.n, best.span.start, best.span.end, best.span.page, best.span.row)
    return within_place(source, 0, len(source.hit.content))


def read(
    candidates: Sequence[Source], findings: Findings, budget_tokens: int, first: int = 1
) -> tuple[list[Source], Findings]:
    """What the generator reads: the candidates whose best sentence is likeliest to hold the
    answer, within the context budget (a language model's prompt; the response lists them),
    numbered again from `first` in ranked order so that citations read [1], [2], ..., and the
    findings in those."""
    likeliest: dict[int, float] = {}
    for evidence in findings.evidence:  # best first
        likeliest.setdefault(evidence.source.n, evidence.probability)
    best_first = sorted(candidates, key=lambda s: (-likeliest.get(s.n, 0.0), s.n))
    kept = within_budget(best_first, budget_tokens, count_tokens)
    sources = numbered([source.hit for source in kept], first)
    return sources, findings.renumbered(dict(zip((s.n for s in kept), sources, strict=True)))


# Why a part of a question has no answer of its own besides a gate (`_Gated`): the generator did
# not know, or an earlier part's answer already quotes everything its answer would.
NoReply = Literal["refused", "repeated"]


@dataclass(frozen=True, slots=True)
class _Gated:
    """A part stopped at a gate: the relevance gate (nothing `closest`), the answerability gate,
    or a question about another kind of what the documents speak of (`other`); with the sentence
    closest to an answer, which the reader may judge."""

    closest: Evidence | None = None
    other: OtherKind | None = None


@dataclass(frozen=True, slots=True)
class _Reply:
    """One part of a question answered: what the generator read, the findings in it, its draft."""

    sources: list[Source]
    findings: Findings
    draft: Draft

    def quoted(self) -> set[str]:
        """The texts the answer quotes, whichever (overlapping) chunks they were read in."""
        content = {source.n: source.hit.content for source in self.sources}
        quotes = [q for kept in self.draft.quotes.values() for q in kept]
        return {one_line(content[q.n][q.start : q.end]) for q in quotes}

    def repeats(self, earlier: _Reply) -> bool:
        """Whether this answer quotes nothing `earlier` does not ("what increases the risk",
        searched with the first part's words, found the first part's sentence again)."""
        quoted = self.quoted()
        return bool(quoted) and quoted <= earlier.quoted()

    def answer_sources(self) -> list[AnswerSource]:
        return _answer_sources(self.sources, self.draft, self.findings)


Outcome = _Reply | NoReply | _Gated  # of one part of a question


def _answer_sources(
    sources: Sequence[Source], draft: Draft, findings: Findings
) -> list[AnswerSource]:
    cited_sources = cited(draft.text) & set(draft.quotes)
    answer_sources = []
    for s in sources:
        best = findings.best_of(s.n)
        quote, *more = (_quote_place(s, q) for q in _quotes_of(s, draft, best))
        answer_sources.append(
            AnswerSource(
                **_passage(s, quote, best).model_dump(),
                n=s.n,
                score=s.hit.score,
                more_quotes=more,
                cited=s.n in cited_sources,
            )
        )
    return answer_sources


def _passage(source: Source, quote: QuotePlace, best: Evidence | None) -> Passage:
    """The source's chunk with the quote, as likely to hold the answer as its best sentence."""
    hit = source.hit
    return Passage(
        **quote.model_dump(),
        chunk_id=hit.chunk_id,
        document_id=hit.document_id,
        filename=hit.filename,
        page_start=hit.page_start,
        page_end=hit.page_end,
        section=hit.section,
        relevance=round(best.probability, 4) if best else 0.0,
        text=hit.content,
    )


def _closest(outcomes: Sequence[Outcome]) -> Passage | None:
    """The sentence closest to an answer of the first part stopped by a gate that has one."""
    gated = [o.closest for o in outcomes if isinstance(o, _Gated) and o.closest is not None]
    if not gated:
        return None
    best = gated[0]
    span = best.span
    quote = Quote(best.source.n, span.start, span.end, span.page, span.row)
    return _passage(best.source, _quote_place(best.source, quote), best)


def _listed_once(
    sources: Sequence[AnswerSource], answer: str
) -> tuple[list[AnswerSource], dict[int, int]]:
    """The parts of a question often retrieve the same chunk: each chunk is listed once, where
    the answer cites it (every listing it cites) or else where it was first read; the cited
    listings come first, in the order the answer first cites them, then the others as they were
    read, numbered again without gaps (a reader's first source is the one the answer's first
    claim rests on, not [2] after one it never cites); with the new number of each old one."""
    # by the answer's own markers: no [n] it says may lose its listing (each marker has a
    # verified quote today, so this is `AnswerSource.cited`; the text is what must stay true)
    marked = cited(answer)
    cited_chunks = {s.chunk_id for s in sources if s.n in marked}
    listed: set[int] = set()
    kept = []
    for source in sources:
        if source.n in marked or source.chunk_id not in cited_chunks | listed:
            kept.append(source)
            listed.add(source.chunk_id)
    first_cited = {int(n): i for i, n in reversed(list(enumerate(CITATION.findall(answer))))}
    kept.sort(key=lambda source: first_cited.get(source.n, len(first_cited)))
    number = {source.n: n for n, source in enumerate(kept, start=1)}
    return [s.model_copy(update={"n": number[s.n]}) for s in kept], number


def _quote_place(source: Source, quote: Quote) -> QuotePlace:
    content = source.hit.content
    return QuotePlace(
        quote=content[quote.start : quote.end],
        quote_start=quote.start,
        quote_end=quote.end,
        page=quote.page,
        row=quote.row,
    )


class Answerer:
    def __init__(
        self, conn: psycopg.Connection, embedder: Embedder, generator: Generator, settings: Settings
    ) -> None:
        self.conn = conn
        self.embedder = embedder
        self.generator = generator
        self.settings = settings

    @tracer.capture_method(capture_response=False)
    def ask(
        self,
        *,
        project_id: UUID,
        owner_id: str,
        question: str,
        session_id: UUID | None = None,
        mode: AnswerMode = "strict",
        search_mode: Mode = "hybrid",
        filters: SearchFilters | None = None,
    ) -> Answer:
        require_question(question, self.settings)
        started = time.perf_counter()
        session, history = conversations.open_session(
            self.conn,
            project_id=project_id,
            owner_id=owner_id,
            session_id=session_id,
            ttl=timedelta(minutes=self.settings.session_ttl_minutes),
        )
        standalone = self.generator.rewrite(history, question) if history else question
        asked = partial(
            self._read_and_answered,
            project_id,
            question,
            history=history,
            mode=mode,
            search_mode=search_mode,
            filters=filters,
        )
        answer = asked(standalone)
        previous = previous_question(history)
        if (
            answer.pathway == "none"
            and standalone == question
            and previous is not None
            and not self._lacks_a_topic_word(project_id, question)
        ):
            # a question that is a follow-up without saying so ("Which year groups can go?"
            # after "Which day is art club?"), read with the one before, when that answer
            # says a word of its own; the one before brings what was asked of, it makes up
            # for no word the project has nowhere ("How much does the trip to the zoo cost?")
            with_previous = asked(read_with(previous, question))
            if with_previous.pathway != "none" and _says_its_own_word(
                question, previous, _cited_quotes(with_previous)
            ):
                answer = with_previous
        elif (
            answer.pathway == "none"
            and previous is not None
            and standalone == read_with(previous, question)
            and not leans_on_earlier(question)
            and terms(question)
        ):
            # a short question read with the one before for its shortness alone ("Is there
            # parking?" after "Do I need to book?") may ask of a topic of its own
            alone = asked(question)
            if alone.pathway != "none":
                answer = alone
        answer.session_id = session
        if answer.pathway in ("documents", "documents+general"):
            # counted once, as given: a reading tried and not kept is no answer
            record_metric("AnswerGiven", dimension=("pathway", answer.pathway))
        conversations.record_exchange(
            self.conn,
            session,
            question=question,
            answer=answer.answer,
            sources=[source.model_dump(mode="json", by_alias=True) for source in answer.sources],
            pathway=answer.pathway,
            read_as=answer.read_as,
            grounded=answer.grounded,
            unsupported=answer.unsupported,
            unanswered=answer.unanswered,
            note=answer.note,
            closest=answer.closest.model_dump(mode="json", by_alias=True)
            if answer.closest
            else None,
        )
        elapsed_ms = (time.perf_counter() - started) * 1000
        record_metric("ChatLatency", value=elapsed_ms, unit=MetricUnit.Milliseconds)
        return answer

    def _read_and_answered(
        self,
        project_id: UUID,
        question: str,
        standalone: str,
        *,
        history: Sequence[Turn],
        mode: AnswerMode,
        search_mode: Mode,
        filters: SearchFilters | None,
    ) -> Answer:
        """The answer to the question as it stands alone (`standalone`: a follow-up read with
        the conversation), read as the project spells it, within the pages or file it names,
        with a note on what the documents do not say."""
        read = self.read_as(project_id, standalone)
        searched, filters = with_page(read, filters)
        searched, filters, named = self._within_named_file(project_id, searched, filters)
        # "tell me more": what the conversation's answers have not said yet
        said = _said_before(history) if asks_for_more(question) else Said()
        # a follow-up read with the question before it ("Is it open at weekends?" after the
        # opening times) answers what it adds, not that question again
        joined = standalone != question and standalone.endswith(question)
        answer = self._answer(
            project_id,
            searched,
            mode,
            search_mode,
            filters,
            history=history,
            said_before=said,
            asked_before=standalone[: -len(question)] if joined else "",
        )
        answer.read_as = read if read != question else None
        # of a follow-up read with the question before it, the words of its own that no
        # document says (not the earlier question's, answered or not then)
        refused = [question if joined else searched] if answer.pathway == "none" else []
        not_answered = answer.unanswered or refused
        if answer.note is None:
            answer.note = self._never_said(project_id, not_answered)
        if answer.note is None and said and answer.pathway == "none":
            answer.note = NOTHING_MORE
        if answer.note is None and not_answered and filters is not None:
            answer.note = self._not_on_pages(project_id, not_answered, filters)
        if answer.note is None and not_answered and named is not None:
            answer.note = self._not_in_file(project_id, not_answered, named)
        return answer

    def _answer(
        self,
        project_id: UUID,
        question: str,
        mode: AnswerMode,
        search_mode: Mode,
        filters: SearchFilters | None,
        *,
        history: Sequence[Turn] = (),
        said_before: Said = Said(),
        asked_before: str = "",
    ) -> Answer:
        """Each question the question asks (`questions.parts`) is searched, gated and answered on
        its own evidence, without the sentences `said_before`; the answer gives every part's
        answer, and names a part the documents do not answer instead of leaving it out. A part
        that is a question `asked_before` in the conversation (a follow-up read with it) was
        answered then: only the parts after it are answered, unless none of them is alone."""
        # Augmented mode with relevant sources: the documents, completed by general knowledge
        # when the generator can add it; the extractive one cannot, and the answer says so.
        augmented = mode == "augmented" and self.generator.adds_general_knowledge
        answered = partial(
            self._outcomes,
            project_id,
            search_mode=search_mode,
            filters=filters,
            history=history,
            augmented=augmented,
            said_before=said_before,
        )
        passage = self._passage_answer(
            project_id, question, filters, mode=mode, history=history, augmented=augmented
        )
        if passage is not None:
            return passage
        every = parts(question)
        asked = [p for p in every if not _asked_in(p, asked_before)] or every
        outcomes = answered(asked)
        if len(every) > 1 and not any(isinstance(o, _Reply) for o in outcomes):
            # no part has an answer alone, but together their words may find one: as one question
            # (a follow-up with the question before it: "How do I book one?" after its price),
            # when it quotes a word of the later parts' own (not "Is there a uniform for the
            # children who go?" after art club's day, answered with art club's row); if not,
            # what the parts found is what the note tells
            whole = [Part(question, question)]
            together = answered(whole)
            quoted = [text for o in together if isinstance(o, _Reply) for text in o.quoted()]
            own = " ".join(part.asked for part in asked)
            if quoted and _says_its_own_word(own, asked_before, quoted):
                asked, outcomes = whole, together
        if not any(isinstance(o, _Reply) for o in outcomes):
            note = _other_kinds(outcomes)
            # the documents speaking of another kind is as good as nothing relevant: augmented
            # mode may still answer from general knowledge
            if all(isinstance(o, _Gated) for o in outcomes):
                unanswered = self._nothing_relevant(question, mode, note)
            else:
                unanswered = _idk(mode, note)
            if unanswered.pathway == "none":
                unanswered.closest = _closest(outcomes)
            return unanswered
        return self._composed(asked, outcomes, mode, augmented)

    def _outcomes(
        self,
        project_id: UUID,
        asked: Sequence[Part],
        *,
        search_mode: Mode,
        filters: SearchFilters | None,
        history: Sequence[Turn],
        augmented: bool,
        said_before: Said,
    ) -> list[Outcome]:
        """Each part searched, gated and answered in order, its sources numbered after the
        earlier parts' and its share of the context budget."""
        budget = self.settings.context_budget_tokens // len(asked)
        outcomes: list[Outcome] = []
        for index, part in enumerate(asked):
            earlier = [o for o in outcomes if isinstance(o, _Reply)]
            outcomes.append(
                self._part_outcome(
                    project_id,
                    part,
                    " ".join(p.asked for p in asked[:index]),
                    earlier,
                    search_mode=search_mode,
                    filters=filters,
                    budget_tokens=budget,
                    history=history,
                    augmented=augmented,
                    said_before=said_before,
                )
            )
        return outcomes

    def _part_outcome(
        self,
        project_id: UUID,
        part: Part,
        asked_before: str,
        earlier: Sequence[_Reply],
        *,
        search_mode: Mode,
        filters: SearchFilters | None,
        budget_tokens: int,
        history: Sequence[Turn],
        augmented: bool,
        said_before: Said = Said(),
    ) -> Outcome:
        """One part searched, gated and answered, its sources numbered after the earlier
        parts' answers'. A part searched with the earlier part's words ("How are laptops
        encrypted? How long must passwords be?") whose likeliest sentence does not say a word of
        its own is searched again on its own: when the earlier answer quotes that sentence, and
        when it is a new one ("What is the meal allowance? And for hotels?" found the meals
        sentence), whose answer stands if the part alone finds none; unless a pronoun of the
        part stands for the earlier part's topic ("Who teaches it?")."""
        searches = [part.searched]
        if part.searched.rstrip("?") != part.asked.rstrip("?"):
            searches.append(part.asked)
        leaning: _Reply | None = None  # the answer found with the earlier part's words
        for searched in searches:
            read_ = self._read(
                project_id,
                searched,
                search_mode=search_mode,
                filters=filters,
                budget_tokens=budget_tokens,
                first=1 + sum(len(reply.sources) for reply in earlier),
                said=said_before,
            )
            if not isinstance(read_, tuple):
                return leaning or read_
            sources, findings = read_
            # an earlier part's answer already quotes this part's likeliest sentence; a sentence
            # it quotes is not said twice in one response
            said = {text for reply in earlier for text in reply.quoted()}
            fresh = findings.without(said)
            if fresh.evidence[:1] != findings.evidence[:1]:
                # that answer is this part's too if the sentence says a word that is the part's
                # own (not "How many days of sick leave ...?" answered with the days of annual
                # leave)
                if says_any(part.asked, findings.evidence[0], besides=asked_before):
                    return "repeated"
                continue
            outcome = self._reply(
                searched, sources, fresh, history, augmented=augmented, more=bool(said_before)
            )
            if not isinstance(outcome, _Reply):
                return outcome
            if any(outcome.repeats(o) for o in earlier):
                return "repeated"
            # a part whose pronoun stands for the earlier one's topic ("Who teaches it?") has
            # no topic alone: its answer is the one found with the earlier part's words
            own_topic = not refers_back(part.asked)
            if (
                searched != searches[-1]
                and own_topic
                and not says_any(part.asked, fresh.evidence[0], besides=asked_before)
            ):
                leaning = outcome
                continue
            return outcome
        return leaning or _Gated()

    def _reply(
        self,
        question: str,
        sources: list[Source],
        findings: Findings,
        history: Sequence[Turn],
        *,
        augmented: bool,
        more: bool = False,
    ) -> _Reply | NoReply:
        """The generator's answer from what it read (for "tell me more", `more`), or "refused"
        when it did not know or (with REFUSE_UNSUPPORTED_ANSWERS, in strict mode) stated
        something it could not cite."""
        draft = self.generator.answer(
            question, sources, findings, history, augmented=augmented, more=more
        )
        refuse = bool(draft.unsupported) and self.settings.refuse_unsupported_answers
        if draft.text == IDK or (refuse and not augmented):
            record_metric("AnswerRefused", dimension=("gate", "unsupported" if refuse else "model"))
            return "refused"
        return _Reply(sources, findings, draft)

    def _composed(
        self,
        asked: Sequence[Part],
        outcomes: Sequence[Outcome],
        mode: AnswerMode,
        augmented: bool,
        note: str | None = None,
    ) -> Answer:
        """The answers of the parts that have one, in order, then the parts the documents do not
        answer, each named; with the notes of the parts, `note`, and whether general knowledge
        was added."""
        answered = [o for o in outcomes if isinstance(o, _Reply)]
        unanswered = [
            part.asked
            for part, o in zip(asked, outcomes, strict=True)
            if o == "refused" or isinstance(o, _Gated)
        ]
        unsupported = [sentence for reply in answered for sentence in reply.draft.unsupported]
        pathway: Pathway = "documents+general" if augmented and unsupported else "documents"
        said = " ".join(reply.draft.text for reply in answered)
        sources, number = _listed_once(
            [source for reply in answered for source in reply.answer_sources()], said
        )
        not_said = [f"{NOT_IN_DOCUMENTS} {part}" for part in unanswered]
        no_general = NO_GENERAL_KNOWLEDGE if mode == "augmented" and not augmented else None
        notes = (_other_kinds(outcomes), note, no_general)
        return Answer(
            answer=" ".join([renumbered(said, number), *not_said]),
            source_count=len(sources),
            sources=sources,
            grounded=not unsupported,
            mode=mode,
            pathway=pathway,
            unsupported=[renumbered(sentence, number) for sentence in unsupported],
            unanswered=unanswered,
            note=" ".join(note for note in notes if note) or None,
        )

    def _passage_answer(
        self,
        project_id: UUID,
        question: str,
        filters: SearchFilters | None,
        *,
        mode: AnswerMode,
        history: Sequence[Turn],
        augmented: bool,
    ) -> Answer | None:
        """The answer to a question that asks only what a page or a document says, from its
        opening passages (`_page_read`, `_document_read`); None for any other question."""
        passage_read = (
            self._page_read(project_id, question, filters)
            or self._part_read(project_id, question, filters)
            or self._document_read(project_id, question, filters)
        )
        if passage_read is None:
            return None
        sources, findings, note = passage_read
        if not findings.evidence:
            return _idk(mode, note)
        reply = self._reply(question, sources, findings, history, augmented=augmented)
        if not isinstance(reply, _Reply):
            return _idk(mode)
        return self._composed([Part(question, question)], [reply], mode, augmented, note)

    def _page_read(
        self, project_id: UUID, question: str, filters: SearchFilters | None
    ) -> tuple[list[Source], Findings, str | None] | None:
        """What a question that asks only what a page says reads (`passages`): the page's opening
        passage in each document that has the page (in the filters' section, if they name one),
        the first few by name (with a note when there are more), or no passage and a note when
        no document has the page; None when it asks about a topic, or no document it names has
        the page."""
        asked = asked_page(question, filters)
        if asked is None or filters is None:  # a page is asked only through the filters
            return None
        page, words = asked
        having = documents.having_page(self.conn, project_id, page, filters.document_ids)
        chosen = [having[i] for i in passages.named([d.filename for d in having], words)]
        if not chosen:
            # the words may be a topic, or a document without pages: the search will tell
            return ([], Findings([], 0.0), NO_SUCH_PAGE.format(page=page)) if not words else None
        shown = chosen[:PAGE_DOCUMENTS]
        ids = [d.id for d in shown]
        section = filters.section
        hits = opening_page(self.conn, project_id, ids, page, CHUNKS_PER_DOCUMENT, section=section)
        on_page, _ = within_pages(hits, {}, filters)
        sources, findings = passages.opening(on_page, page, len(shown))
        if not findings.evidence:
            return None
        note = None
        if len(chosen) > len(shown):
            name = place_label(chosen[0].filename, None, "")
            note = PAGE_OF_SEVERAL.format(page=page, shown=len(shown), count=len(chosen), name=name)
        return sources, findings, note

    def _part_read(
        self, project_id: UUID, question: str, filters: SearchFilters | None
    ) -> tuple[list[Source], Findings, str | None] | None:
        """What a question that names a numbered part reads ("What does clause 2.1 say?", "What
        is step 3 of the runbook?"): the part, in the first documents by name that number one
        so (in the files the filters name), or no passage and a note when none does and the
        question asks nothing else; None for any other question, or when the part, its file
        and its section say none of the question's other words (a topic of its own: the
        search then reads it)."""
        asked = asked_part(question)
        if asked is None:
            return None
        number, words = asked
        scope = filters.document_ids if filters is not None else None
        begins = passages.part_line(number)
        hits = chunks.numbered_part(
            self.conn, project_id, number, begins, document_ids=scope, documents=PAGE_DOCUMENTS
        )
        later = chunks.following(self.conn, project_id, [h.chunk_id for h in hits], _PART_CHUNKS)
        sources, findings, running_on = passages.numbered_part(hits, number, later)
        if not findings.evidence and not words:
            return [], findings, NO_SUCH_PART.format(number=number)
        said = set().union(*(sentence_terms(e) for e in findings.evidence))
        if not findings.evidence or (words and not words & said):
            return None
        runs_on = PART_RUNS_ON.format(number=number, files=" and ".join(running_on))
        return sources, findings, runs_on if running_on else None

    def _document_read(
        self, project_id: UUID, question: str, filters: SearchFilters | None
    ) -> tuple[list[Source], Findings, None] | None:
        """What a request for what one document says reads ("Summarise the travel policy."):
        the opening passage of the file it names; None for any other question, or when it
        names no file or several (the search then reads it as a topic)."""
        named = named_document(question)
        if named is None or named.topic(question) or not is_request(question):
            return None
        if filters is not None and filters.names_pages:
            return None
        document = self._named_file(project_id, named, filters)
        if document is None:
            return None
        hits = opening_page(self.conn, project_id, [document.id], None, CHUNKS_PER_DOCUMENT)
        sources, findings = passages.opening(hits, None, 1)
        return (sources, findings, None) if findings.evidence else None

    def _within_named_file(
        self, project_id: UUID, question: str, filters: SearchFilters | None
    ) -> tuple[str, SearchFilters | None, DocumentRow | None]:
        """A question about a topic in a document it names ("What does the handbook say about
        equipment?") is searched for its topic in that file alone, as a page it names is; the
        question, its filters and the file (None, and both as they were, for any other)."""
        named = named_document(question)
        if named is None or not named.topic(question):
            return question, filters, None
        document = self._named_file(project_id, named, filters)
        if document is None:
            return question, filters, None
        within = (filters or SearchFilters()).model_copy(update={"document_ids": [document.id]})
        return named.left_out_of(question), within, document

    def _not_in_file(
        self, project_id: UUID, questions: Sequence[str], document: DocumentRow
    ) -> str | None:
        """Which words of the questions the file they were asked of never says, and which other
        file of the project says them ("employee-handbook.md never says "equipment". It stands
        in office-equipment.csv."); None when it says every one."""
        words = topic_words(" ".join(questions))
        missing = chunks.lacking(self.conn, project_id, document.id, words)
        if not missing:
            return None
        notes = [NOT_IN_FILE.format(filename=document.filename, words=_listed(missing))]
        by_file: dict[str, list[str]] = {}
        for word, filename in chunks.files_saying(self.conn, project_id, missing, document.id):
            by_file.setdefault(filename, []).append(word)
        notes += [
            SAID_IN_FILE.format(
                words=_listed(said, "and"),
                stand="stands" if len(said) == 1 else "stand",
                filename=f,
            )
            for f, said in by_file.items()
        ]
        return " ".join(notes)

    def _named_file(
        self, project_id: UUID, named: NamedDocument, filters: SearchFilters | None
    ) -> DocumentRow | None:
        """The one file of the project (of the filters' documents, when they name some) that
        the phrase names; None when none or several are."""
        pieces = named.qualifiers or named.words
        found = documents.with_name_holding(self.conn, project_id, pieces, _NAMED_CANDIDATES)
        if len(found) == _NAMED_CANDIDATES:
            return None  # too many to tell one
        allowed = filters.document_ids if filters is not None else None
        chosen = [d for d in found if named.names(d.filename) and (not allowed or d.id in allowed)]
        return chosen[0] if len(chosen) == 1 else None

    def _read(
        self,
        project_id: UUID,
        question: str,
        *,
        search_mode: Mode,
        filters: SearchFilters | None,
        budget_tokens: int,
        first: int,
        said: Said = Said(),
    ) -> tuple[list[Source], Findings] | _Gated:
        """What the generator reads for one question (`read`); gated when it names a code no
        document writes, when no chunk clears the relevance gate or no sentence the
        answerability gate, when it asks of a table's row by a value no row has or what
        something costs and no likely sentence names a sum (`names_no_sum`), or with the
        other kind of what it asks about that its best sentence names (the documents do not
        speak of the one asked about)."""
        scope = filters.document_ids if filters is not None else None
        if self._unwritten_codes(project_id, question, scope):
            record_metric("AnswerRefused", dimension=("gate", "unwritten code"))
            return _Gated()  # the rows of its neighbours are no answer ("TW-201" for "TW-401")
        wanted = superlative(question)
        if wanted is not None:
            most = self._extreme_read(
                project_id, question, wanted, search_mode=search_mode, filters=filters, said=said
            )
            if most is not None:
                return read(*most, budget_tokens, first)
        found = self.evidence(project_id, question, search_mode, filters, said)
        if found is None:
            record_metric("AnswerRefused", dimension=("gate", "relevance"))
            return _Gated()
        candidates, everything = found
        refused = self._refused_by(project_id, question, everything)
        if refused is not None:
            record_metric("AnswerRefused", dimension=("gate", refused))
            return _Gated(everything.first_sentence(), everything.other_kind)
        return read(candidates, everything, budget_tokens, first)

    def _extreme_read(
        self,
        project_id: UUID,
        question: str,
        wanted: Superlative,
        *,
        search_mode: Mode,
        filters: SearchFilters | None,
        said: Said,
    ) -> tuple[list[Source], Findings] | None:
        """For a question asking for the greatest or least of something ("the cheapest model"),
        the row of a table with that figure as the only evidence (`rows.extreme_rows`), from
        the findings of the question without its superlative: a row among their likeliest
        sentences, of a table all of whose document's chunks were found (a row left unread
        could hold the greatest figure). None when that is not so: the question is then read
        as it was asked."""
        found = self.evidence(project_id, wanted.asked, search_mode, filters, said)
        if found is None:
            return None
        candidates, findings = found
        usable = list(findings.usable())
        best = next((e for e in usable[:LOOK_AT] if is_row(e)), None)
        if best is None or self._refused_by(project_id, wanted.asked, findings):
            return None
        document = documents.get(self.conn, best.source.hit.document_id)
        held = {
            s.hit.chunk_id for s in candidates if s.hit.document_id == best.source.hit.document_id
        }
        if document is None or len(held) < document.chunk_count:
            return None
        chosen = extreme_rows(wanted, question, [best, *(e for e in usable if e is not best)])
        if not chosen:
            return None
        return candidates, replace(findings, evidence=chosen)  # the answer, and nothing beside

    def _refused_by(self, project_id: UUID, question: str, findings: Findings) -> str | None:
        """The gate that refuses the findings (`_read`), if any: the other kind they name, no
        answer in relevant chunks (answerability), no sum of money, a row without the time or
        quantity asked for, a row of another way than the one asked of, values no row holds
        together, a name made of two rows' names, a figure no row has under the column it
        names, a price per a unit the best sentence has no rate of, a column named of what
        stands in another, a column of another table the named row lacks, a name the project
        has nowhere, no such row, a word a named row cannot say."""
        fitted = calibration(self.settings.resolved_embedding_model)
        likely = findings.evidence[:LOOK_AT]
        gates: tuple[tuple[str, Callable[[], bool]], ...] = (
            ("other kind", lambda: findings.other_kind is not None),
            # relevant chunks, but no answer in them
            (
                "answerability",
                lambda: findings.answerable < fitted.gate(findings.evidence).threshold,
            ),
            ("no sum", partial(names_no_sum, question, findings, LOOK_AT)),
            ("row without it", partial(row_without_the_kind, question, findings)),
            ("no such way", partial(names_no_such_way, question, likely)),
            ("no row with both", partial(names_values_of_no_row, question, likely)),
            ("no row of both names", partial(names_parts_of_two_rows, question, likely)),
            ("no row of the figure", partial(names_a_figure_no_row_has, question, likely)),
            ("another rate", partial(asks_a_rate_not_given, question, likely)),
            ("another column", partial(asks_under_another_column, question, likely)),
            ("another table", partial(asks_a_column_of_another_table, question, likely)),
            # the two that query the project: after the free ones
            ("unknown name", partial(self._names_what_it_lacks, project_id, question)),
            ("no such row", partial(self._asks_of_no_row, project_id, question, likely)),
            ("not in the row", partial(self._not_in_the_row, project_id, question, likely)),
        )
        return next((gate for gate, refuses in gates if refuses()), None)

    def _not_in_the_row(self, project_id: UUID, question: str, likely: Sequence[Evidence]) -> bool:
        """Whether a question answered yes or no names the likeliest sentence's row and says a
        word the project has nowhere, not one that says how or when ("quickly" may be its
        "Express" column, "in the evening" its hours): a row's values are all it says ("Does
        the Corner Kiosk sell stamps?" of the kiosk's address and hours)."""
        if not likely or not YES_OR_NO.match(question) or not names_the_row(question, likely[0]):
            return False
        unknown = self._unknown_topic_words(project_id, question)
        return any(
            not word.lower().endswith("ly") and word.lower() not in _WHEN for word in unknown
        )

    def _lacks_a_topic_word(self, project_id: UUID, question: str) -> bool:
        """Whether the project has a word of the question nowhere, a light verb aside ("go")."""
        return bool(self._unknown_topic_words(project_id, question))

    def _unknown_topic_words(self, project_id: UUID, question: str) -> list[str]:
        """The question's words that the project has nowhere, light verbs aside ("go")."""
        unknown = vocabulary.unknown_words(self.conn, project_id, question)
        return [word for word in unknown if terms(word) - LIGHT_VERBS]

    def _names_what_it_lacks(self, project_id: UUID, question: str) -> bool:
        """Whether the question names something by a name (`questions.proper_names`) that the
        project has nowhere, nor any word beginning as it does ("Canadian" of "Canada"): "When
        is the black bin collected in Hillside?" of a calendar of three other areas. A
        paraphrase says in other words what the documents say; it does not bring a new name.
        The question is read as the project spells it first, so a slip is no new name."""
        names = proper_names(question)
        if not names:
            return False
        unknown = vocabulary.unknown_words(self.conn, project_id, question)
        return any(
            name in unknown
            and not vocabulary.begins_a_word(self.conn, project_id, unknown[name][:_NAME_STEM])
            for name in names
        )

    def read_as(self, project_id: UUID, question: str) -> str:
        """The question with each misspelt name or term in it (a word the project has nowhere,
        and no common word) read as the project's documents spell the nearest word they have,
        each ordinal it has nowhere as the number it says, if it has that ("Which rooms are on
        the second floor?" of a table whose rows say "floor: 2"), and each code as they write it
        ("TW201" as "TW-201"), and a quarter or half of a year as they write it ("the third
        quarter" as "Q3")."""
        spellings = (
            self._as_periods(project_id, question)
            | self._as_numbers(project_id, question)
            | self._as_written(project_id, question)
        )
        for word, stem in vocabulary.unknown_words(self.conn, project_id, question).items():
            slips = slips_allowed(word, stem)
            if not slips or word in spellings:
                continue
            spelling = vocabulary.nearest_spelling(self.conn, project_id, word, stem, slips)
            if spelling:
                spellings[word] = spelling.lower() if word.islower() else spelling
        return respelled(question, spellings)

    def _as_periods(self, project_id: UUID, question: str) -> dict[str, str]:
        """Each quarter or half of a year the question names one way ("the third quarter") that
        the documents write only the other ("Q3"), and each word naming days ("weekdays") that
        they write only as the days ("Monday to Friday"), as they write it."""
        found: dict[str, str] = {}
        for asked, other in (periods(question) | day_spans(question)).items():
            if vocabulary.written_as(self.conn, project_id, [asked]) is None:
                written = vocabulary.written_as(self.conn, project_id, [other])
                if written is not None:
                    found[asked] = written
        return found

    def _as_written(self, project_id: UUID, question: str) -> dict[str, str]:
        """Each code of the question that the documents write another way, as they write it
        ("TW201" as "TW-201")."""
        written = self._codes_written(project_id, question)
        return {code: way for code, way in written.items() if way and way.lower() != code.lower()}

    def _codes_written(
        self, project_id: UUID, question: str, document_ids: Sequence[UUID] | None = None
    ) -> dict[str, str | None]:
        """Each code the question names (`questions.codes`), with how a document of the project
        (of `document_ids`) writes it; None when none does."""
        return {
            code: vocabulary.written_as(
                self.conn, project_id, vocabulary.ways_of_writing(code), document_ids
            )
            for code in codes(question)
        }

    def _as_numbers(self, project_id: UUID, question: str) -> dict[str, str]:
        # an ordinal before the thing it numbers ("the second floor"), not one that says when
        # ("Do I need to shower first?", "Which comes first in the list?")
        numbered = {
            m.group(): (number, after.group())
            for m, after in pairwise(QUESTION_WORD.finditer(question))
            if (number := ordinal_number(m.group()))
            and terms(after.group())
            and not question[m.end() : after.start()].strip()
        }
        if not numbered:
            return {}
        numbers = [number for number, _ in numbered.values()]
        has = vocabulary.held(self.conn, project_id, [*numbered, *numbers])
        return {
            word: number
            for word, (number, thing) in numbered.items()
            if word not in has
            and number in has
            # ... of a thing the documents number by ordinals: "the third car" of a "First
            # car" and a "Second car" is none of theirs, not a car of 3 (asked last: a query)
            and not vocabulary.says_a_phrase(
                self.conn, project_id, [f"{ordinal} {thing}" for ordinal in ORDINALS]
            )
        }

    def _asks_of_no_row(self, project_id: UUID, question: str, likely: Sequence[Evidence]) -> bool:
        """Whether the question asks of a table's row by a value that none of its likeliest rows
        (`likely`) has and the project has nowhere, or names by a name (`rows.names_no_row`); a
        word that says when ("all night") names no row, the rows' hours may say it."""
        if not likely or not is_row(likely[0]):
            return False
        unknown = vocabulary.unknown_words(self.conn, project_id, question)
        unknown = {word: stem for word, stem in unknown.items() if word.lower() not in _WHEN}
        # a name inside the question may name no row though the project says it elsewhere
        return bool(unknown or proper_names(question)) and names_no_row(question, likely, unknown)

    def _unwritten_codes(
        self, project_id: UUID, question: str, document_ids: Sequence[UUID] | None = None
    ) -> list[str]:
        """The codes the question names that no document of the project (of `document_ids`)
        writes."""
        written = self._codes_written(project_id, question, document_ids)
        return [code for code, way in written.items() if way is None]

    def _never_said(self, project_id: UUID, questions: Sequence[str]) -> str | None:
        """Which words of the questions no document of the project has (as a search engine says
        what a result is missing): "holiday" where the handbook says "annual leave" tells the
        reader what to ask instead. None when the documents have every word."""
        unsaid, said = [], False
        for question in questions:
            unknown = {w.lower() for w in vocabulary.unknown_words(self.conn, project_id, question)}
            # not "bring" of "Can I bring my cat?" (`asked_words`), nor "time" of "What time"
            form = {m.start() for m in QUESTION_FORM.finditer(question)}
            words = [m.group() for m in asked_words(question) if m.start() not in form]
            unsaid += [word for word in words if word.lower() in unknown]
            unsaid += self._unwritten_codes(project_id, question)
            said = said or any(word.lower() not in unknown for word in words)
        unsaid = list(dict.fromkeys(unsaid))
        if not unsaid:
            return None
        if not said and len(unsaid) >= _NO_WORD_SAID_FROM:
            return NO_WORD_SAID
        return NEVER_SAID.format(words=_listed(unsaid))

    def _not_on_pages(
        self, project_id: UUID, questions: Sequence[str], filters: SearchFilters
    ) -> str | None:
        """Which words of questions (or parts of one) about some pages the pages' text does not
        hold, although the project has them ("What does page 2 say about passwords?" of a guide
        that speaks of passwords on page 1), and where the documents say each. None without a
        page range or when the pages hold every word."""
        if not filters.names_pages:
            return None
        words = topic_words(" ".join(questions))
        hits = holding_words(self.conn, project_id, " ".join(words), filters, _WORD_PLACES)
        missing = passages.not_on_pages(hits, filters, words)
        if not missing:
            return None
        said = _listed([word for word, _ in missing])
        notes = [NOT_ON_PAGES.format(pages=_pages(filters), words=said)]
        for word, place in missing:
            if place is not None:
                filename, page = place
                notes.append(SAID_ON_PAGE.format(word=word, page=page, filename=filename))
        return " ".join(notes)

    def _searched(self, project_id: UUID, question: str) -> str:
        """The question as the text search reads it (`without_framing`), with of the labels
        its "how" may ask for ("how hard": "difficulty", "hardness") those the project has."""
        asked = label_words(question)
        unheard = vocabulary.unknown_words(self.conn, project_id, " ".join(asked)) if asked else {}
        return without_framing(question, unheard)

    def evidence(
        self,
        project_id: UUID,
        question: str,
        search_mode: Mode = "hybrid",
        filters: SearchFilters | None = None,
        said: Said = Said(),
    ) -> tuple[list[Source], Findings] | None:
        """Every retrieved chunk that clears the relevance gate, numbered, and the sentence-level
        findings in them, but for the sentences standing in one of the texts `said` (what a
        conversation's answers quoted, for "tell me more"); None when nothing clears the gate."""
        query_vector = self.embedder.embed_query(question)
        words = self._searched(project_id, question)
        hits = search(
            self.conn,
            project_id=project_id,
            query=words,
            embedding=query_vector,
            settings=self.settings,
            k=self.settings.answer_top_k,
            mode=search_mode,
            filters=filters,
        )
        found_cosines = sentence_cosines(self.conn, [hit.chunk_id for hit in hits], query_vector)
        on_pages, cosines = within_pages(hits, found_cosines, filters, words)
        relevant = relevant_hits(on_pages, self.settings, cosines) or self._relevant_alone(
            query_vector, on_pages, cosines
        )
        if not relevant:
            return None
        sources = numbered(relevant)
        chunk_ids = [s.hit.chunk_id for s in sources]
        lexemes = Lexemes(*question_lexemes(self.conn, project_id, words, chunk_ids))
        model = self.settings.resolved_embedding_model
        findings = find(question, sources, cosines, lexemes, model)
        if isinstance(self.embedder, Aligner):
            read_ = self.settings.answer_read_sentences
            findings = reread(question, findings, self.embedder, model, read_)
        if said:  # what is left is judged below as if it were all there is
            findings = replace(_more_of(findings, said), answerable=0.0)
        return sources, self._judged(project_id, question, query_vector, findings)

    def _judged(
        self, project_id: UUID, question: str, query_vector: Sequence[float], findings: Findings
    ) -> Findings:
        """The findings with their answerability, and the other kind of the thing asked about
        that the best sentence names, if any (`another_kind`, `passages.headed_elsewhere`)."""
        if not findings.evidence:
            return findings
        best = findings.evidence[0]
        closer = self._closer_without(question, query_vector, best)
        # A table's row names its item exactly: a word of the question that the project has
        # nowhere, before a word the row says after another ("mid season" beside "Low season",
        # "forest walk" beside "Guided lake walk"), asks of another item, however close the
        # embedder puts the two; a sentence's may be a paraphrase, which brings it no closer
        row = is_row(best)
        ignored = {word for word, rise in closer.items() if rise > 0 or row}
        # a word the best sentence speaks to names no other kind, unless it negates one of the
        # sentence's or names a season: no query for none
        weighed = ignored or negates(question, best.text) or names_a_season(question)
        unknown = vocabulary.unknown_words(self.conn, project_id, question) if weighed else {}
        ordered = _number_asked_first(question, findings)
        first = ordered.first_sentence() or best
        # a row's name names its item exactly: a word its table's chunk lacks before the thing
        # the name names after another ("a van tyre" of the "Car tyre" row) asks of another
        # item, whatever else the project says of vans
        other = (
            another_kind(question, best.text, unknown, ignored)
            or (another_kind(question, row_name(best.text), ignored, ignored) if row else None)
            or another_number(question, first.text)
            or self._other_section(project_id, question, first, ordered.evidence)
        )
        model = self.settings.resolved_embedding_model
        answerable = judged(findings, max(closer.values(), default=0.0), model)
        return replace(answerable, evidence=ordered.evidence, other_kind=other)

    def _other_section(
        self, project_id: UUID, question: str, first: Evidence, evidence: Sequence[Evidence]
    ) -> OtherKind | None:
        """The section of the first sentence's document that the question asks of, when the
        sentence stands under another (`passages.headed_elsewhere`,
        `passages.asked_of_another_section`; the document's title heads every section); None
        for a request about a section, which its opening answers (`_about_a_section`)."""
        if _about_a_section(question, first, evidence):
            return None

        @cache  # looked up once, and only when a gate gets that far
        def title() -> str | None:
            document = first.source.hit.document_id
            opening = opening_page(self.conn, project_id, [document], None, 1)
            return passages.document_title(opening[0]) if opening else None

        return passages.headed_elsewhere(
            question, first, evidence, title
        ) or passages.asked_of_another_section(question, first, evidence, title)

    def _relevant_alone(
        self,
        query_vector: Sequence[float],
        hits: Sequence[SearchHit],
        cosines: Mapping[int, Sequence[float]],
    ) -> list[SearchHit]:
        """The hits that clear the relevance gate by a sentence read on its own, when none
        clears it by its chunk or its sentences read there (`gate.relevant_alone`)."""
        closest = second_look(hits, cosines, self.settings)
        if not closest:
            return []
        vectors = self.embedder.embed_documents([text for _, text in closest])
        alone = [
            (hit, cosine(v, query_vector)) for (hit, _), v in zip(closest, vectors, strict=True)
        ]
        return relevant_alone(hits, alone, self.settings)

    def _closer_without(
        self, question: str, query_vector: Sequence[float], best: Evidence
    ) -> dict[str, float]:
        """How much closer the question (`query_vector`) comes to its best sentence without each
        of the words the sentence's chunk lacks (none when it lacks none). The sentence and each
        variant are embedded alike, on their own, as the question was, so that they differ only
        by the word left out."""
        variants = without_unmatched_words(question, best)
        if not variants:
            return {}
        texts = [variant for _, variant in variants]
        sentence, *without = self.embedder.embed_documents([best.text, *texts])
        baseline = cosine(sentence, query_vector)
        closer: dict[str, float] = {}
        for (word, _), variant in zip(variants, without, strict=True):
            rise = cosine(sentence, variant) - baseline
            closer[word] = max(rise, closer.get(word, rise))  # a word the question says twice
        return closer

    def _nothing_relevant(self, question: str, mode: AnswerMode, note: str | None) -> Answer:
        """Below the gate: "I don't know.", unless augmented mode may use general knowledge."""
        general = self.generator.general(question) if mode == "augmented" else None
        if general is None:
            return _idk(mode, note)
        return Answer(
            answer=general,
            source_count=0,
            sources=[],
            grounded=False,
            mode=mode,
            pathway="general",
            disclaimer=disclaimer_of("general"),
            note=note,
        )

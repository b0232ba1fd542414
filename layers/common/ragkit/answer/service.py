"""Answering a question, in one pass a newcomer can follow:

1. the conversation: a follow-up is also read with the question before it;
2. retrieval: hybrid search (`db.search`) of the question as the project spells it, within the
   filters and a page the question names;
3. with a language model (`LLM_PROVIDER=openai`): the model reads the best chunks within the
   context budget and answers; every quote it gives is verified (`citations.check`), and what
   it cannot cite is `unsupported`;
4. offline: the reader (`reader.Reader`) scores the candidate sentences of the retrieved chunks
   (`candidates`); the answer is the best sentence(s) above the threshold calibrated on dev data,
   each cited with its verbatim quote and place; otherwise "I don't know." with the closest
   sentence."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

import psycopg

from ragkit import languages
from ragkit.answer.branches import fitted_mode
from ragkit.answer.candidates import Candidate, candidates, read, runs_on_into, sentence_spans
from ragkit.answer.citations import Draft, Quote, cited, merged, renumbered
from ragkit.answer.context import Source, neutralise, numbered, within_budget
from ragkit.answer.generators import Generator
from ragkit.answer.prompt import IDK, disclaimer_of
from ragkit.answer.questions import (
    joined,
    require_question,
    respelled,
    slips_allowed,
    with_page,
)
from ragkit.answer.reader import Reader, get_reader
from ragkit.answer.rerank import reranked
from ragkit.db import conversations, vocabulary
from ragkit.db.chunks import sentence_cosines
from ragkit.db.search import search, text_index_reads
from ragkit.embeddings import Embedder, reads
from ragkit.log import MetricUnit, record_metric, tracer
from ragkit.models.conversation import Turn, previous_question
from ragkit.models.retrieval import Mode, SearchFilters, SearchHit
from ragkit.schemas import (
    Answer,
    AnswerMode,
    AnswerSource,
    Passage,
    Pathway,
    QuotePlace,
    RetrievedChunk,
)
from ragkit.sentences import Span, as_read
from ragkit.settings import Settings
from ragkit.tokens import count_tokens

_NEVER_SAID_WORDS = 4  # more unknown words than this: the question is in another language


@dataclass(frozen=True, slots=True)
class Reading:
    """What the reader made of a question: its candidates, best first, the sources read, the
    judge's probability from which a candidate answers, and the language the judge took the
    question in (None: the reader's own or unknown; `Answerer._read_language`)."""

    sources: list[Source]
    found: list[Candidate]
    threshold: float
    language: str | None = None

    @property
    def best(self) -> Candidate | None:
        return self.found[0] if self.found else None

    @property
    def answering(self) -> list[Candidate]:
        return [c for c in self.found if c.probability >= self.threshold]


class Answerer:
    def __init__(
        self,
        conn: psycopg.Connection,
        embedder: Embedder,
        generator: Generator | None,
        settings: Settings,
    ) -> None:
        self.conn = conn
        self.embedder = embedder
        self.generator = generator
        self.settings = settings

    @property
    def reader(self) -> Reader:
        return get_reader(self.settings.local_embedder_threads)

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
        answered = self._extracted if self.generator is None else self._generated
        language = said_in(question)
        answer = answered(
            project_id,
            question,
            history,
            mode=mode,
            search_mode=search_mode,
            filters=filters,
            language=language,
        )
        answer.session_id = session
        if answer.pathway in ("documents", "documents+general"):
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
        record_metric(
            "ChatLatency",
            value=(time.perf_counter() - started) * 1000,
            unit=MetricUnit.Milliseconds,
        )
        return answer

    # -- retrieval -------------------------------------------------------------------------------

    def retrieve(
        self,
        project_id: UUID,
        question: str,
        search_mode: Mode = "hybrid",
        filters: SearchFilters | None = None,
    ) -> tuple[list[SearchHit], list[float]]:
        """The chunks the question finds, best first, and the question's vector."""
        vector = self.embedder.embed_query(question)
        hits = search(
            self.conn,
            project_id=project_id,
            query=question,
            embedding=vector,
            settings=self.settings,
            k=self.settings.answer_top_k,
            mode=fitted_mode(self.conn, self.embedder, project_id, search_mode, question),
            filters=filters,
        )
        return reranked(hits, question, self.settings), vector

    def read_as(self, project_id: UUID, question: str) -> str:
        """The question with each misspelt word (one the project has nowhere, and no common
        word) read as the documents spell the nearest word they have ("anual" as "annual")."""
        return self._respelt(project_id, question)[0]

    def _respelt(self, project_id: UUID, question: str) -> tuple[str, list[str]]:
        """The question as `read_as` reads it, and its words the project still has nowhere
        (those no spelling was found for): one look-up of the project's vocabulary for both."""
        spellings: dict[str, str] = {}
        unknown = vocabulary.unknown_words(self.conn, project_id, question)
        for word, stem in unknown.items():
            slips = slips_allowed(word, stem)
            spelling = slips and vocabulary.nearest_spelling(
                self.conn, project_id, word, stem, slips
            )
            if spelling:
                spellings[word] = spelling.lower() if word.islower() else spelling
        return respelled(question, spellings), [w for w in unknown if w not in spellings]

    # -- offline: the reader ---------------------------------------------------------------------

    def reading(
        self,
        project_id: UUID,
        question: str,
        search_mode: Mode = "hybrid",
        filters: SearchFilters | None = None,
    ) -> Reading:
        """The reader's judgement of the candidate sentences the question retrieves."""
        searched, filters = with_page(question, filters)
        hits, vector = self.retrieve(project_id, searched, search_mode, filters)
        sources = numbered(hits)
        language = self._read_language(project_id, question)
        # an embedder's cosines of a question in a language it never learned rank noise: the
        # sentences are then chosen and judged by their words and their chunk's rank alone
        cosines = self.cosines(hits, vector) if reads(self.embedder, language) else {}
        found = candidates(question, sources, cosines, self.settings.reader_candidates, filters)
        found, threshold = read(self.reader, question, found, self.embedder.model, language)
        return Reading(sources, found, threshold, language)

    def _read_language(self, project_id: UUID, question: str) -> str | None:
        """The question's language as the reader's judge takes it: CLD3's, unless neither the
        embedder nor any of the project's documents is in that language. Then nothing here
        reads the question in it, and a short question taken for a language the project never
        uses is CLD3's likeliest slip ("Where do I go to get a parking permit?" as Portuguese):
        it is judged as the reader's own, by the stricter judge."""
        language = languages.of_question(question)
        if language is None or reads(self.embedder, language):
            return language
        return language if text_index_reads(self.conn, project_id, language) else None

    def cosines(self, hits: Sequence[SearchHit], vector: Sequence[float]) -> dict[int, list[float]]:
        """Each chunk's sentence cosines with the question; a chunk whose embedder gave its
        sentences no vectors (a provider's API) has none."""
        return sentence_cosines(self.conn, [hit.chunk_id for hit in hits], vector)

    def _extracted(
        self,
        project_id: UUID,
        question: str,
        history: Sequence[Turn],
        *,
        mode: AnswerMode,
        search_mode: Mode,
        filters: SearchFilters | None,
        language: str | None,
    ) -> Answer:
        asked, never_said = self._respelt(project_id, question)
        reading = self.reading(project_id, asked, search_mode, filters)
        previous = previous_question(history)
        read_as = asked if asked != question else None
        if previous is not None:
            # a follow-up ("And one year?") is read with the question before it as well, and
            # a new question too ("Where do bikes go?"): the reader decides which reading
            # finds the answer
            both = joined(previous, asked)
            with_previous = self.reading(project_id, both, search_mode, filters)
            if followed_up(reading, with_previous) is with_previous:
                reading, read_as = with_previous, both
        answering = reading.answering
        if not answering:
            record_metric("AnswerRefused", dimension=("gate", "reader"))
            answer = _idk(mode, language, _never_said(never_said, language))
            answer.closest = _passage_of(reading.best) if reading.best else None
        else:
            answer = _answer_of(
                reading.sources, answering[: self.settings.answer_max_sentences], mode
            )
            if mode == "augmented":
                answer.note = languages.say("no_general_knowledge", language)
        answer.read_as = read_as
        return answer

    # -- with a language model -------------------------------------------------------------------

    def _generated(
        self,
        project_id: UUID,
        question: str,
        history: Sequence[Turn],
        *,
        mode: AnswerMode,
        search_mode: Mode,
        filters: SearchFilters | None,
        language: str | None,
    ) -> Answer:
        """The model reads the best chunks within the context budget; its quotes are verified."""
        assert self.generator is not None
        standalone = self.generator.rewrite(history, question) if history else question
        searched, filters = with_page(standalone, filters)
        hits, _ = self.retrieve(project_id, searched, search_mode, filters)
        sources = within_budget(numbered(hits), self.settings.context_budget_tokens, count_tokens)
        augmented = mode == "augmented"
        read_as = standalone if standalone != question else None
        if not sources:
            return self._general(question, mode, read_as, language)
        draft = self.generator.answer(question, sources, history, augmented=augmented)
        refuse = bool(draft.unsupported) and self.settings.refuse_unsupported_answers
        if draft.text == IDK or (refuse and not augmented):
            record_metric("AnswerRefused", dimension=("gate", "unsupported" if refuse else "model"))
            if augmented:
                return self._general(question, mode, read_as, language)
            answer = _idk(mode, language)
        else:
            answer = _drafted(sources, draft, mode, augmented)
        answer.read_as = read_as
        return answer

    def _general(
        self, question: str, mode: AnswerMode, read_as: str | None, language: str | None
    ) -> Answer:
        """Nothing in the documents: "I don't know.", or general knowledge in augmented mode."""
        model = self.generator
        general = model.general(question) if model is not None and mode == "augmented" else None
        if general is None:
            answer = _idk(mode, language)
        else:
            answer = Answer(
                answer=general,
                source_count=0,
                sources=[],
                grounded=False,
                mode=mode,
                pathway="general",
                disclaimer=disclaimer_of("general"),
            )
        answer.read_as = read_as
        return answer


def said_in(question: str) -> str | None:
    """The question's language when the answer step can speak it (`languages.say`), else None
    (English)."""
    language = languages.of_question(question)
    return language if languages.translated(language) else None


def _never_said(unknown: Sequence[str], language: str | None) -> str | None:
    """The note naming the words of an unanswered question that no document has, if any."""
    if not unknown:
        return None
    if len(unknown) > _NEVER_SAID_WORDS:
        return languages.say("no_word_said", language)
    quoted = [f'"{word}"' for word in unknown]
    last = f" {languages.say('or', language)} "
    words = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])}{last}{quoted[-1]}"
    return languages.say("never_said", language, words=words)


def followed_up(alone: Reading, joined: Reading) -> Reading:
    """The reading whose best sentence the reader finds likelier, the joined one only when it
    answers (its best reaches the threshold): a question refused either way is refused as it
    was asked, never as "searched for" glued to the one before. Measured on dev against also
    leaving out of the joined reading what the last answer quoted: follow-ups right 0.281 ->
    0.625, a new question asked in a conversation 0.573 -> 0.594 (docs/reader.md)."""
    if joined.best is None or joined.best.probability < joined.threshold:
        return alone
    if alone.best is None or joined.best.probability > alone.best.probability:
        return joined
    return alone


def _idk(mode: AnswerMode, language: str | None, note: str | None = None) -> Answer:
    """ "I don't know.", in the question's language."""
    return Answer(
        answer=languages.say("idk", language),
        source_count=0,
        sources=[],
        grounded=True,
        mode=mode,
        pathway="none",
        note=note,
    )


def _quote_of(candidate: Candidate, span: Span | None = None) -> Quote:
    span = span or candidate.span
    return Quote(candidate.source.n, span.start, span.end, span.page, span.row)


def _answer_of(sources: Sequence[Source], chosen: Sequence[Candidate], mode: AnswerMode) -> Answer:
    """The chosen sentences, best first, each cited with its verbatim quote (a sentence a page's
    end cut in two is quoted whole, on both pages)."""
    contents = {source.n: source.hit.content for source in sources}
    pieces = [_quote_of(c, span) for c in chosen for span in (c.span, runs_on_into(c)) if span]
    quotes = merged(pieces, contents)
    text = " ".join(
        f"{neutralise(as_read(contents[q.n][q.start : q.end]))} [{q.n}]"
        for kept in quotes.values()
        for q in kept
    )
    best = {c.source.n: c for c in reversed(chosen)}  # each source's likeliest sentence
    return _drafted(sources, Draft(text, quotes), mode, False, best)


def _drafted(
    sources: Sequence[Source],
    draft: Draft,
    mode: AnswerMode,
    augmented: bool,
    best: dict[int, Candidate] | None = None,
) -> Answer:
    """The answer of a draft: its cited sources first, in the order it cites them, renumbered
    from 1, then (for a model's answer) the others it read."""
    marked = cited(draft.text) & set(draft.quotes)
    order = sorted(marked, key=lambda n: draft.text.find(f"[{n}]"))
    listed = [s for n in order for s in sources if s.n == n]
    if best is None:
        listed += [s for s in sources if s.n not in marked]
    number = {s.n: i for i, s in enumerate(listed, start=1)}
    answer_sources = [
        _answer_source(s, number[s.n], draft, (best or {}).get(s.n), s.n in marked) for s in listed
    ]
    unsupported = list(draft.unsupported)
    pathway: Pathway = "documents+general" if augmented and unsupported else "documents"
    return Answer(
        answer=renumbered(draft.text, number),
        source_count=len(answer_sources),
        sources=answer_sources,
        grounded=not unsupported,
        mode=mode,
        pathway=pathway,
        unsupported=[renumbered(sentence, number) for sentence in unsupported],
    )


def _answer_source(
    source: Source, n: int, draft: Draft, best: Candidate | None, is_cited: bool
) -> AnswerSource:
    quotes = draft.quotes.get(source.n) or [_opening(source)]
    first, *more = (_quote_place(source, q) for q in quotes)
    return AnswerSource(
        **_passage(source, first, best).model_dump(),
        n=n,
        score=source.hit.score,
        more_quotes=more,
        cited=is_cited,
    )


def _opening(source: Source) -> Quote:
    """An uncited source's first sentence: what the list shows of it."""
    spans = sentence_spans(source) or [Span(0, len(source.hit.content))]
    return Quote(source.n, spans[0].start, spans[0].end, spans[0].page, spans[0].row)


def _quote_place(source: Source, quote: Quote) -> QuotePlace:
    return QuotePlace(
        quote=source.hit.content[quote.start : quote.end],
        quote_start=quote.start,
        quote_end=quote.end,
        page=quote.page,
        row=quote.row,
    )


def _passage(source: Source, quote: QuotePlace, best: Candidate | None) -> Passage:
    hit = source.hit
    # the chunk's own fields as search results give them (`RetrievedChunk`), then the quote's
    chunk = RetrievedChunk.model_validate(hit, from_attributes=True)
    return Passage(
        **chunk.model_dump(),
        **quote.model_dump(),
        relevance=round(best.probability, 4) if best else 0.0,
        text=hit.content,
    )


def _passage_of(candidate: Candidate) -> Passage:
    """The closest sentence of an "I don't know.", with its place and the reader's probability."""
    return _passage(
        candidate.source, _quote_place(candidate.source, _quote_of(candidate)), candidate
    )

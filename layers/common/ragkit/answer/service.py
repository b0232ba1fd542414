"""Answering a question: rewrite a follow-up, retrieve, gate, assemble context, generate, cite."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import timedelta
from uuid import UUID

import psycopg

from ragkit.answer.citations import Quote, cited, within_place
from ragkit.answer.context import Source, numbered, within_budget
from ragkit.answer.evidence import (
    Evidence,
    Findings,
    Lexemes,
    calibration,
    find,
    judged,
    without_unmatched_words,
)
from ragkit.answer.gate import relevant_hits
from ragkit.answer.generators import Draft, Generator
from ragkit.answer.prompt import DISCLAIMER, IDK, NO_GENERAL_KNOWLEDGE
from ragkit.answer.questions import require_question, respelled, slips_allowed, with_page
from ragkit.db import conversations, vocabulary
from ragkit.db.chunks import question_lexemes, sentence_cosines
from ragkit.db.search import search
from ragkit.embeddings import Embedder, cosine
from ragkit.log import MetricUnit, record_metric, tracer
from ragkit.models.conversation import Turn
from ragkit.models.retrieval import Mode, SearchFilters
from ragkit.schemas import Answer, AnswerMode, AnswerSource, Pathway
from ragkit.settings import Settings
from ragkit.tokens import count_tokens


def _idk(mode: AnswerMode) -> Answer:
    """ "I don't know.": no sources, nothing claimed."""
    return Answer(answer=IDK, source_count=0, sources=[], grounded=True, mode=mode, pathway="none")


def _quote_of(source: Source, draft: Draft, best: Evidence | None) -> Quote:
    """The verified quote of a cited source; for an uncited one, its likeliest sentence."""
    if source.n in draft.quotes:
        return draft.quotes[source.n]
    if best is not None:
        return Quote(source.n, best.span.start, best.span.end, best.span.page, best.span.row)
    return within_place(source, 0, len(source.hit.content))


def read(
    candidates: Sequence[Source], findings: Findings, budget_tokens: int
) -> tuple[list[Source], Findings]:
    """What the generator reads: the candidates whose best sentence is likeliest to hold the
    answer, within the context budget (a language model's prompt; the response lists them),
    numbered again from 1 in ranked order so that citations read [1], [2], ..., and the
    findings in those."""
    likeliest: dict[int, float] = {}
    for evidence in findings.evidence:  # best first
        likeliest.setdefault(evidence.source.n, evidence.probability)
    best_first = sorted(candidates, key=lambda s: (-likeliest.get(s.n, 0.0), s.n))
    kept = within_budget(best_first, budget_tokens, count_tokens)
    sources = numbered([source.hit for source in kept])
    return sources, findings.renumbered(dict(zip((s.n for s in kept), sources, strict=True)))


def _answer_sources(
    sources: Sequence[Source], draft: Draft, findings: Findings
) -> list[AnswerSource]:
    cited_sources = cited(draft.text) & set(draft.quotes)
    answer_sources = []
    for s in sources:
        best = findings.best_of(s.n)
        quote = _quote_of(s, draft, best)
        answer_sources.append(
            AnswerSource(
                n=s.n,
                chunk_id=s.hit.chunk_id,
                document_id=s.hit.document_id,
                filename=s.hit.filename,
                page_start=s.hit.page_start,
                page_end=s.hit.page_end,
                section=s.hit.section,
                score=s.hit.score,
                relevance=round(best.probability, 4) if best else 0.0,
                quote=s.hit.content[quote.start : quote.end],
                quote_start=quote.start,
                quote_end=quote.end,
                page=quote.page,
                row=quote.row,
                text=s.hit.content,
                cited=s.n in cited_sources,
            )
        )
    return answer_sources


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
        standalone, filters = with_page(standalone, filters)
        searched = self.read_as(project_id, standalone)
        answer = self._answer(project_id, searched, mode, search_mode, filters, history=history)
        answer.read_as = searched if searched != standalone else None
        answer.session_id = session
        conversations.record_exchange(
            self.conn,
            session,
            question=question,
            answer=answer.answer,
            sources=[source.model_dump(mode="json", by_alias=True) for source in answer.sources],
            pathway=answer.pathway,
            read_as=answer.read_as,
        )
        elapsed_ms = (time.perf_counter() - started) * 1000
        record_metric("ChatLatency", value=elapsed_ms, unit=MetricUnit.Milliseconds)
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
    ) -> Answer:
        found = self.evidence(project_id, question, search_mode, filters)
        if found is None:
            record_metric("AnswerRefused", dimension=("gate", "relevance"))
            return self._nothing_relevant(question, mode)
        candidates, everything = found
        if everything.answerable < calibration(self.settings.resolved_embedding_model).threshold:
            record_metric("AnswerRefused", dimension=("gate", "answerability"))
            return self._nothing_relevant(question, mode)  # relevant chunks, but no answer in them
        sources, findings = read(candidates, everything, self.settings.context_budget_tokens)
        # Augmented mode with relevant sources: the documents, completed by general knowledge
        # when the generator can add it; the extractive one cannot, and the answer says so.
        augmented = mode == "augmented" and self.generator.adds_general_knowledge
        draft = self.generator.answer(question, sources, findings, history, augmented=augmented)
        refuse = bool(draft.unsupported) and self.settings.refuse_unsupported_answers
        if draft.text == IDK or (refuse and not augmented):
            record_metric("AnswerRefused", dimension=("gate", "unsupported" if refuse else "model"))
            return _idk(mode)
        pathway: Pathway = "documents+general" if augmented and draft.unsupported else "documents"
        record_metric("AnswerGiven", dimension=("pathway", pathway))
        return Answer(
            answer=draft.text,
            source_count=len(sources),
            sources=_answer_sources(sources, draft, findings),
            grounded=not draft.unsupported,
            mode=mode,
            pathway=pathway,
            unsupported=draft.unsupported,
            note=NO_GENERAL_KNOWLEDGE if mode == "augmented" and not augmented else None,
        )

    def read_as(self, project_id: UUID, question: str) -> str:
        """The question with each misspelt name or term in it (a word the project has nowhere,
        and no common word) read as the project's documents spell the nearest word they have."""
        spellings = {}
        for word, stem in vocabulary.unknown_words(self.conn, project_id, question).items():
            slips = slips_allowed(word, stem)
            if not slips:
                continue
            spelling = vocabulary.nearest_spelling(self.conn, project_id, word, stem, slips)
            if spelling:
                spellings[word] = spelling.lower() if word.islower() else spelling
        return respelled(question, spellings)

    def evidence(
        self,
        project_id: UUID,
        question: str,
        search_mode: Mode = "hybrid",
        filters: SearchFilters | None = None,
    ) -> tuple[list[Source], Findings] | None:
        """Every retrieved chunk that clears the relevance gate, numbered, and the sentence-level
        findings in them; None when nothing clears the gate."""
        query_vector = self.embedder.embed_query(question)
        hits = search(
            self.conn,
            project_id=project_id,
            query=question,
            embedding=query_vector,
            settings=self.settings,
            k=self.settings.answer_top_k,
            mode=search_mode,
            filters=filters,
        )
        cosines = sentence_cosines(self.conn, [hit.chunk_id for hit in hits], query_vector)
        relevant = relevant_hits(hits, self.settings, cosines)
        if not relevant:
            return None
        sources = numbered(relevant)
        chunk_ids = [s.hit.chunk_id for s in sources]
        lexemes = Lexemes(*question_lexemes(self.conn, project_id, question, chunk_ids))
        model = self.settings.resolved_embedding_model
        findings = find(question, sources, cosines, lexemes, model)
        if findings.evidence:
            ignored = self._ignored_word(question, query_vector, findings.evidence[0])
            findings = judged(findings, ignored, model)
        return sources, findings

    def _ignored_word(self, question: str, query_vector: Sequence[float], best: Evidence) -> float:
        """How much closer the question (`query_vector`) comes to its best sentence without one
        of the words the sentence's chunk lacks (at most; 0 when it lacks none). The sentence
        and each variant are embedded alike, on their own, as the question was, so that they
        differ only by the word left out."""
        variants = without_unmatched_words(question, best)
        if not variants:
            return 0.0
        sentence, *without = self.embedder.embed_documents([best.text, *variants])
        baseline = cosine(sentence, query_vector)
        return max(cosine(sentence, variant) - baseline for variant in without)

    def _nothing_relevant(self, question: str, mode: AnswerMode) -> Answer:
        """Below the gate: "I don't know.", unless augmented mode may use general knowledge."""
        general = self.generator.general(question) if mode == "augmented" else None
        if general is None:
            return _idk(mode)
        return Answer(
            answer=general,
            source_count=0,
            sources=[],
            grounded=False,
            mode=mode,
            pathway="general",
            disclaimer=DISCLAIMER,
        )

"""Answering a question: rewrite a follow-up, retrieve, gate, assemble context, generate, cite."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import timedelta
from uuid import UUID

import psycopg

from ragkit import conversations
from ragkit.answer.context import Source, assemble
from ragkit.answer.gate import relevant_hits
from ragkit.answer.generators import Generator
from ragkit.answer.prompt import DISCLAIMER, IDK
from ragkit.embeddings import Embedder
from ragkit.errors import ValidationFailed
from ragkit.schemas import Answer, AnswerMode, AnswerSource
from ragkit.search import Mode, SearchFilters, search
from ragkit.settings import Settings
from ragkit.tokens import count_tokens

_CITATION = re.compile(r"\[(\d+)\]")


def cited_numbers(text: str) -> set[int]:
    return {int(n) for n in _CITATION.findall(text)}


def _answer_sources(sources: Sequence[Source], cited: set[int]) -> list[AnswerSource]:
    return [
        AnswerSource(
            n=s.n,
            chunk_id=s.hit.chunk_id,
            document_id=s.hit.document_id,
            filename=s.hit.filename,
            page_start=s.hit.page_start,
            page_end=s.hit.page_end,
            section=s.hit.section,
            score=s.hit.score,
            quote=s.quote(),
            text=s.hit.content,
            cited=s.n in cited,
        )
        for s in sources
    ]


class Answerer:
    def __init__(
        self, conn: psycopg.Connection, embedder: Embedder, generator: Generator, settings: Settings
    ) -> None:
        self.conn = conn
        self.embedder = embedder
        self.generator = generator
        self.settings = settings

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
        if not question.strip() or len(question) > self.settings.max_question_chars:
            raise ValidationFailed(
                f"the question must have 1 to {self.settings.max_question_chars} characters"
            )
        session, history = conversations.open_session(
            self.conn,
            project_id=project_id,
            owner_id=owner_id,
            session_id=session_id,
            ttl=timedelta(minutes=self.settings.session_ttl_minutes),
        )
        standalone = self.generator.rewrite(history, question) if history else question
        answer = self._answer(project_id, standalone, mode, search_mode, filters)
        answer.session_id = session
        conversations.record_exchange(
            self.conn,
            session,
            question,
            answer.answer,
            [source.model_dump(mode="json", by_alias=True) for source in answer.sources],
        )
        return answer

    def _answer(
        self,
        project_id: UUID,
        question: str,
        mode: AnswerMode,
        search_mode: Mode,
        filters: SearchFilters | None,
    ) -> Answer:
        hits = search(
            self.conn,
            project_id=project_id,
            query=question,
            embedding=self.embedder.embed_query(question),
            settings=self.settings,
            k=self.settings.answer_top_k,
            mode=search_mode,
            filters=filters,
        )
        relevant = relevant_hits(hits, self.settings)
        if not relevant:
            return self._nothing_relevant(question, mode)
        sources = assemble(relevant, self.settings.context_budget_tokens, count_tokens)
        text = self.generator.answer(question, sources)
        cited = cited_numbers(text) & {s.n for s in sources}
        return Answer(
            answer=text,
            source_count=len(sources),
            sources=_answer_sources(sources, cited),
            grounded=True,
            mode=mode,
        )

    def _nothing_relevant(self, question: str, mode: AnswerMode) -> Answer:
        """Below the gate: "I don't know.", unless augmented mode may use general knowledge."""
        general = self.generator.general(question) if mode == "augmented" else None
        if general is None:
            return Answer(answer=IDK, source_count=0, sources=[], grounded=True, mode=mode)
        return Answer(
            answer=general,
            source_count=0,
            sources=[],
            grounded=False,
            mode=mode,
            disclaimer=DISCLAIMER,
        )

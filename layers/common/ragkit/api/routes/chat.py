"""Routes of the `chat` function: grounded answers and raw search."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any, get_args
from uuid import UUID

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Query
from pydantic import ValidationError

from ragkit import runtime
from ragkit.answer.branches import fitted_mode
from ragkit.answer.prompt import disclaimer_of
from ragkit.answer.questions import require_question
from ragkit.api.app import Project, no_content
from ragkit.db import conversations
from ragkit.db.conversations import ConversationRow
from ragkit.db.search import search
from ragkit.log import logger
from ragkit.schemas import (
    Answer,
    AnswerSource,
    ChatRequest,
    ConversationDetail,
    ConversationList,
    ConversationOut,
    MessageOut,
    Passage,
    Pathway,
    SearchRequest,
    SearchResponse,
    SearchResult,
    short_title,
)

router = Router()


@router.post(
    "/projects/<project_id>/chat", summary="Ask a question; answered only from the project"
)
def chat(project_id: UUID, body: ChatRequest, scope: Project) -> Answer:
    return runtime.answerer().ask(
        project_id=project_id,
        owner_id=scope.owner,
        question=body.message,
        session_id=body.session_id,
        mode=body.mode,
        search_mode=body.search_mode,
        filters=body.filters,
    )


@router.post("/projects/<project_id>/search", summary="Ranked chunks for a query")
def search_chunks(project_id: UUID, body: SearchRequest, scope: Project) -> SearchResponse:
    settings = runtime.settings()
    require_question(body.query, settings)
    embedder = runtime.embedder()
    mode = fitted_mode(scope.conn, embedder, project_id, body.mode, body.query)
    hits = search(
        scope.conn,
        project_id=project_id,
        query=body.query,
        embedding=embedder.embed_query(body.query),
        settings=settings,
        k=body.k,
        mode=mode,
        filters=body.filters,
    )
    return SearchResponse(
        mode=mode,
        results=[SearchResult.model_validate(hit, from_attributes=True) for hit in hits],
    )


def _ttl() -> timedelta:
    return timedelta(minutes=runtime.settings().session_ttl_minutes)


@router.get(
    "/projects/<project_id>/conversations",
    summary="The caller's live conversations in the project, newest first",
)
def list_conversations(
    project_id: UUID,
    scope: Project,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
) -> ConversationList:
    rows, next_cursor = conversations.page(
        scope.conn,
        project_id=project_id,
        owner_id=scope.owner,
        ttl=_ttl(),
        limit=limit,
        cursor=cursor,
    )
    items = [ConversationOut.model_validate(_shown(row)) for row in rows]
    return ConversationList(items=items, next_cursor=next_cursor)


@router.get(
    "/projects/<project_id>/conversations/<session_id>",
    summary="A conversation's latest messages in order, each answer with its sources",
)
def get_conversation(
    project_id: UUID,
    session_id: UUID,
    scope: Project,
    limit: Annotated[int, Query(ge=1, le=100)] = 100,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
) -> ConversationDetail:
    found, messages, earlier = conversations.conversation(
        scope.conn,
        project_id=project_id,
        owner_id=scope.owner,
        session_id=session_id,
        ttl=_ttl(),
        limit=limit,
        cursor=cursor,
    )
    return ConversationDetail(
        **_shown(found),
        next_cursor=earlier,
        messages=[
            MessageOut(
                role="user" if message.role == "user" else "assistant",
                content=message.content,
                sources=_sources(message.sources),
                pathway=_pathway(message.pathway),
                read_as=message.read_as,
                grounded=message.grounded,
                unsupported=message.unsupported,
                unanswered=message.unanswered,
                note=message.note,
                closest=_closest(message.closest),
                disclaimer=disclaimer_of(message.pathway),
                created_at=message.created_at,
            )
            for message in messages
        ],
    )


@router.delete(
    "/projects/<project_id>/conversations/<session_id>",
    status_code=204,
    summary="Delete a conversation and its messages",
)
def delete_conversation(project_id: UUID, session_id: UUID, scope: Project) -> Response[None]:
    conversations.delete(
        scope.conn, project_id=project_id, owner_id=scope.owner, session_id=session_id
    )
    return no_content()


def _sources(stored: list[dict[str, Any]]) -> list[AnswerSource]:
    """The sources as they were given; one stored in an older shape is left out (and logged)
    rather than failing the whole conversation."""
    sources = []
    for source in stored:
        try:
            sources.append(AnswerSource.model_validate(source))
        except ValidationError:
            logger.warning("a stored source no longer fits the answer shape; left out")
    return sources


def _closest(stored: dict[str, Any] | None) -> Passage | None:
    """The closest sentence as it was given; one stored in an older shape is left out."""
    if stored is None:
        return None
    try:
        return Passage.model_validate(stored)
    except ValidationError:
        logger.warning("a stored closest sentence no longer fits its shape; left out")
        return None


def _pathway(stored: str | None) -> Pathway | None:
    pathways: tuple[Pathway, ...] = get_args(Pathway)
    return next((p for p in pathways if p == stored), None)


def _shown(row: ConversationRow) -> dict[str, Any]:
    """A stored conversation as the API shows it: its first question whole, and cut as a title."""
    return row.model_dump() | {"title": short_title(row.title), "question": row.title}

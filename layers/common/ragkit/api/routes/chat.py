"""Routes of the `chat` function: grounded answers and raw search."""

from __future__ import annotations

from uuid import UUID

from aws_lambda_powertools.event_handler.api_gateway import Router

from ragkit import runtime
from ragkit.answer.questions import require_question
from ragkit.api.app import Project
from ragkit.db.search import search
from ragkit.schemas import Answer, ChatRequest, SearchRequest, SearchResponse, SearchResult

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
    hits = search(
        scope.conn,
        project_id=project_id,
        query=body.query,
        embedding=runtime.embedder().embed_query(body.query),
        settings=settings,
        k=body.k,
        mode=body.mode,
        filters=body.filters,
    )
    return SearchResponse(
        mode=body.mode,
        results=[SearchResult.model_validate(hit, from_attributes=True) for hit in hits],
    )

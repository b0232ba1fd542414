"""The OpenAPI document of the whole API, generated from the routers (also `openapi.json`)."""

from __future__ import annotations

from ragkit.api.app import create_app
from ragkit.api.routes import chat, projects, upload

TITLE = "ragkit API"
VERSION = "0.1.0"


def openapi_json() -> str:
    app = create_app(projects.router, upload.router, chat.router)
    return app.get_openapi_json_schema(title=TITLE, version=VERSION, openapi_version="3.1.0") + "\n"


if __name__ == "__main__":
    print(openapi_json(), end="")

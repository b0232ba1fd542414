"""The local HTTP API: routes read from template.yaml, each request turned into the API Gateway
HTTP API (v2) event that function's handler receives in AWS. Also serves the web page."""

from __future__ import annotations

import base64
import importlib.util
import json
import mimetypes
import re
import threading
import time
import uuid
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar
from urllib.parse import parse_qsl, urlsplit

import yaml

from ragkit.local.stack import ROOT, _Context

WEB = Path(__file__).parent / "web"
_FUNCTIONS: dict[str, ModuleType] = {}
_IMPORT_LOCK = threading.Lock()  # two threads importing one module at once can see it half-made


@dataclass(frozen=True)
class Route:
    method: str
    template: str  # "/projects/{projectId}"
    function: str  # the folder under functions/
    pattern: re.Pattern[str]


class _TemplateLoader(yaml.SafeLoader):  # type: ignore[misc]
    """YAML with CloudFormation's short tags (!Ref, !Sub, …) read as plain values."""


_TemplateLoader.add_multi_constructor("!", lambda loader, suffix, node: None)


def routes_from_template(template: Path) -> list[Route]:
    document = yaml.load(template.read_text(), Loader=_TemplateLoader)  # noqa: S506 - SafeLoader subclass
    routes = []
    for resource in document["Resources"].values():
        if resource.get("Type") != "AWS::Serverless::Function":
            continue
        function = Path(resource["Properties"]["CodeUri"]).name
        for event in (resource["Properties"].get("Events") or {}).values():
            if event.get("Type") != "HttpApi":
                continue
            path, method = event["Properties"]["Path"], event["Properties"]["Method"].upper()
            regex = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(path))
            routes.append(Route(method, path, function, re.compile(f"^{regex}$")))
    return routes


def function(name: str) -> ModuleType:
    """functions/<name>/app.py, imported once (as Lambda keeps a warm container)."""
    with _IMPORT_LOCK:
        return _load(name)


def _load(name: str) -> ModuleType:
    if name not in _FUNCTIONS:
        spec = importlib.util.spec_from_file_location(
            f"local_{name}_app", ROOT / "functions" / name / "app.py"
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _FUNCTIONS[name] = module
    return _FUNCTIONS[name]


@dataclass(frozen=True)
class Request:
    method: str
    target: str  # path and query string
    headers: dict[str, str]
    body: bytes


def api_event(request: Request, route: Route, match: re.Match[str]) -> dict[str, Any]:
    """The API Gateway HTTP API (payload 2.0) event for `request` on `route`."""
    method, headers, body = request.method, request.headers, request.body
    parts = urlsplit(request.target)
    query: dict[str, str] = {}
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        query[key] = f"{query[key]},{value}" if key in query else value  # API Gateway joins repeats
    text_body: str | None = None
    is_base64 = False
    if body:
        try:
            text_body = body.decode("utf-8")
        except UnicodeDecodeError:
            text_body, is_base64 = base64.b64encode(body).decode(), True
    now = time.time()
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": f"{method} {route.template}",
        "rawPath": parts.path,
        "rawQueryString": parts.query,
        "headers": headers,
        "requestContext": {
            "accountId": "000000000000",
            "apiId": "local",
            "domainName": "127.0.0.1",
            "http": {
                "method": method,
                "path": parts.path,
                "protocol": "HTTP/1.1",
                "sourceIp": "127.0.0.1",
                "userAgent": headers.get("user-agent", ""),
            },
            "requestId": str(uuid.uuid4()),
            "routeKey": f"{method} {route.template}",
            "stage": "$default",
            "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(now)),
            "timeEpoch": int(now * 1000),
        },
        "isBase64Encoded": is_base64,
    }
    if query:
        event["queryStringParameters"] = query
    if match.groupdict():
        event["pathParameters"] = match.groupdict()
    if text_body is not None:
        event["body"] = text_body
    return event


class LocalApiHandler(BaseHTTPRequestHandler):
    """One request: a static file, the health document, or an API route's function."""

    protocol_version = "HTTP/1.1"
    routes: ClassVar[list[Route]] = []
    s3_url: ClassVar[str] = ""

    def _dispatch(self) -> None:
        path = urlsplit(self.path).path
        if self.command == "GET" and self._static(path):
            return
        if path == "/_local/health":
            health = json.dumps({"status": "ok", "s3": self.s3_url}).encode()
            self._send(200, {"Content-Type": "application/json"}, health)
            return
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        for route in self.routes:
            match = route.pattern.match(path)
            if match and self.command in {route.method, "OPTIONS"}:
                headers = {k.lower(): v for k, v in self.headers.items()}
                request = Request(self.command, self.path, headers, body)
                event = api_event(request, route, match)
                self._reply(function(route.function).handler(event, _Context(route.function)))
                return
        missing = b'{"error": {"code": "not_found", "message": "no such route", "details": []}}'
        self._send(404, {"Content-Type": "application/json"}, missing)

    do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = do_OPTIONS = _dispatch

    def _static(self, path: str) -> bool:
        if path != "/" and not path.startswith("/static/"):
            return False
        file = (WEB / ("index.html" if path == "/" else path.removeprefix("/static/"))).resolve()
        if WEB.resolve() not in file.parents or not file.is_file():
            return False
        content_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        self._send(
            200, {"Content-Type": content_type, "Cache-Control": "no-store"}, file.read_bytes()
        )
        return True

    def _reply(self, response: dict[str, Any]) -> None:
        body = response.get("body") or ""
        data = base64.b64decode(body) if response.get("isBase64Encoded") else body.encode()
        headers = dict(response.get("headers") or {})
        for name, values in (response.get("multiValueHeaders") or {}).items():
            headers[name] = ", ".join(values)
        self._send(int(response.get("statusCode", 200)), headers, data)

    def _send(self, status: int, headers: dict[str, str], data: bytes) -> None:
        self.send_response(status)
        for name, value in headers.items():
            if name.lower() != "content-length":
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


def serve(port: int, template: Path, s3_url: str) -> ThreadingHTTPServer:
    handler = type(
        "Handler", (LocalApiHandler,), {"routes": routes_from_template(template), "s3_url": s3_url}
    )
    return ThreadingHTTPServer(("127.0.0.1", port), handler)

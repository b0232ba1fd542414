"""The local HTTP API: routes read from template.yaml, each request turned into the API Gateway
HTTP API (v2) event that function's handler receives in AWS. Also serves the web page."""

from __future__ import annotations

import base64
import json
import mimetypes
import re
import time
import uuid
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qsl, urlsplit

import yaml

from devstack.environments import FunctionPool, InvocationError
from ragkit.errors import error_body

WEB = Path(__file__).parent / "web"
MAX_BODY_BYTES = 10 * 1024 * 1024  # API Gateway's payload limit
_LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "[::1]"}


@dataclass(frozen=True)
class Route:
    method: str
    template: str  # "/projects/{projectId}"
    function: str  # the folder under functions/
    pattern: re.Pattern[str]


class _TemplateLoader(yaml.SafeLoader):  # type: ignore[misc]
    """YAML with CloudFormation's short tags (!Ref, !Sub, …) read as plain values."""


_TemplateLoader.add_multi_constructor("!", lambda loader, suffix, node: None)


def _functions(template: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    document = yaml.load(template.read_text(), Loader=_TemplateLoader)  # noqa: S506 - SafeLoader subclass
    functions = [
        r["Properties"]
        for r in document["Resources"].values()
        if r.get("Type") == "AWS::Serverless::Function"
    ]
    return document.get("Globals", {}).get("Function", {}), functions


def function_timeouts(template: Path) -> dict[str, float]:
    """Each function's timeout in seconds, as the template sets it (or its Globals)."""
    globals_, functions = _functions(template)
    default = float(globals_.get("Timeout", 3))
    return {Path(f["CodeUri"]).name: float(f.get("Timeout", default)) for f in functions}


def routes_from_template(template: Path) -> list[Route]:
    routes = []
    for properties in _functions(template)[1]:
        function = Path(properties["CodeUri"]).name
        for event in (properties.get("Events") or {}).values():
            if event.get("Type") != "HttpApi":
                continue
            path, method = event["Properties"]["Path"], event["Properties"]["Method"].upper()
            regex = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(path))
            routes.append(Route(method, path, function, re.compile(f"^{regex}$")))
    return routes


@dataclass(frozen=True)
class Request:
    method: str
    target: str  # path and query string
    headers: dict[str, str]
    body: bytes
    source_ip: str


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
                "sourceIp": request.source_ip,
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


def _error(code: str, message: str) -> bytes:
    return json.dumps(error_body(code, message)).encode()


class LocalApiHandler(BaseHTTPRequestHandler):
    """One request: a static file, the health document, or an API route's function.

    Only this machine's browser pages may call: the Host header must name the loopback address
    (a DNS-rebinding page names its own host) and a cross-origin page is refused before any
    function runs; CORS answers only the page's own origin."""

    protocol_version = "HTTP/1.1"
    routes: ClassVar[list[Route]] = []
    pools: ClassVar[dict[str, FunctionPool]] = {}
    health: ClassVar[dict[str, Any]] = {}

    def _dispatch(self) -> None:
        path = urlsplit(self.path).path
        refusal = self._refusal()
        if refusal is not None:
            self._send(refusal[0], {"Content-Type": "application/json"}, refusal[1])
            self.close_connection = True
            return
        if self.command == "GET" and self._static(path):
            return
        if path == "/_local/health":
            self._send(200, {"Content-Type": "application/json"}, json.dumps(self.health).encode())
            return
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        for route in self.routes:
            match = route.pattern.match(path)
            if match and self.command in {route.method, "OPTIONS"}:
                headers = {k.lower(): v for k, v in self.headers.items()}
                request = Request(self.command, self.path, headers, body, self.client_address[0])
                self._invoke(route, api_event(request, route, match))
                return
        self._send(404, {"Content-Type": "application/json"}, _error("not_found", "no such route"))

    do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = do_OPTIONS = _dispatch

    def _refusal(self) -> tuple[int, bytes] | None:
        """Why this request is refused before it is read, or None."""
        host = (self.headers.get("Host") or "").rsplit(":", 1)[0]
        if host not in _LOOPBACK_HOSTS:
            return 403, _error("forbidden", "the local API answers only on 127.0.0.1/localhost")
        origin = self.headers.get("Origin")
        if origin is not None and urlsplit(origin).hostname not in _LOOPBACK_HOSTS - {"[::1]"}:
            return 403, _error("forbidden", f"requests from {origin} are not allowed")
        raw = self.headers.get("Content-Length") or "0"
        if not raw.isdigit():
            return 400, _error("validation_error", "Content-Length must be a whole number")
        if int(raw) > MAX_BODY_BYTES:
            return 413, _error("too_large", f"request bodies are limited to {MAX_BODY_BYTES} bytes")
        return None

    def _invoke(self, route: Route, event: dict[str, Any]) -> None:
        try:
            response = self.pools[route.function].invoke(event)
        except InvocationError as exc:
            code = "timeout" if exc.status == 504 else "internal_error"  # noqa: PLR2004
            self._send(exc.status, {"Content-Type": "application/json"}, _error(code, str(exc)))
            return
        self._reply(response)

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
        if status != 204:  # noqa: PLR2004 - a 204 has no body, not even an empty one's length
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if status != 204:  # noqa: PLR2004
            self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


class LocalApiServer(ThreadingHTTPServer):
    request_queue_size = 128  # the default 5 reset connections at 70 concurrent clients
    daemon_threads = True


def serve(
    port: int, template: Path, pools: dict[str, FunctionPool], health: dict[str, Any]
) -> LocalApiServer:
    handler = type(
        "Handler",
        (LocalApiHandler,),
        {"routes": routes_from_template(template), "pools": pools, "health": health},
    )
    return LocalApiServer(("127.0.0.1", port), handler)

// The local web page: plain JavaScript against the same HTTP API that clients use in AWS.
const $ = (id) => document.getElementById(id);
let sessionId = null;
const polling = new Set();

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: { Authorization: `Bearer dev-${$("owner").value || "dev"}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(data?.error?.message || `HTTP ${response.status}`);
  return data;
}

// Every item of a paginated list, page after page.
async function everyItem(path) {
  const items = [];
  let cursor = null;
  do {
    const joined = path.includes("?") ? "&" : "?";
    const page = await api("GET", cursor ? `${path}${joined}cursor=${encodeURIComponent(cursor)}` : path);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

function showError(error) { $("error").textContent = error ? String(error.message || error) : ""; }
const projectId = () => $("project").value;

// Each load of the project list supersedes the ones before it: on a cold stack the first
// owner's list can come back after the next owner's, and would select a project the new owner
// cannot see.
let projectLoads = 0;
async function loadProjects(select) {
  const load = ++projectLoads;
  const { items } = await api("GET", "/projects?limit=100");
  if (load !== projectLoads) return;
  $("project").innerHTML = items.length
    ? items.map((p) => `<option value="${p.id}">${escapeHtml(p.name)}</option>`).join("")
    : `<option value="">no project yet: create one</option>`;
  const remembered = select || localStorage.getItem("ragkit.project");
  if (remembered && items.some((p) => p.id === remembered)) $("project").value = remembered;
  localStorage.setItem("ragkit.project", projectId());
  startConversation();
  await loadDocuments();
}

function startConversation() {
  sessionId = null;
  $("conversation").innerHTML = "";
  loadConversations().catch(showError);
}

// The caller's conversations in this project (newest first); one click reopens a conversation.
async function loadConversations() {
  if (!projectId()) { $("conversations").innerHTML = ""; return; }
  const { items } = await api("GET", `/projects/${projectId()}/conversations?limit=20`);
  $("conversations").innerHTML = items.map((c) => `<li><a href="#" data-id="${c.id}"
    class="${c.id === sessionId ? "current" : ""}" title="${escapeHtml(c.question)}">${escapeHtml(c.title)}</a>
    <small>${new Date(c.lastActiveAt).toLocaleTimeString()}</small></li>`).join("");
}

async function openConversation(id) {
  const path = `/projects/${projectId()}/conversations/${id}`;
  const conversation = await api("GET", path);
  const messages = conversation.messages;
  for (let cursor = conversation.nextCursor; cursor; ) {  // the earlier messages, page by page
    const earlier = await api("GET", `${path}?cursor=${encodeURIComponent(cursor)}`);
    messages.unshift(...earlier.messages);
    cursor = earlier.nextCursor;
  }
  sessionId = conversation.id;
  $("conversation").innerHTML = "";
  for (let i = 0; i + 1 < messages.length; i += 2) {
    const reply = messages[i + 1];
    renderAnswer(messages[i].content,
      { answer: reply.content, sources: reply.sources, pathway: reply.pathway, readAs: messages[i].readAs,
        unsupported: reply.unsupported, unanswered: reply.unanswered, note: reply.note,
        closest: reply.closest, disclaimer: reply.disclaimer });
  }
  await loadConversations();
}

// Polling while documents are pending or processing: every second at first, then slower, and
// it stops after a few minutes (a click on the project starts it again).
const POLL_FIRST_MS = 1000, POLL_MAX_MS = 15000, POLL_GIVE_UP_MS = 5 * 60 * 1000;
let poll = null;

function plural(n, word) { return `${n} ${word}${n === 1 ? "" : "s"}`; }

function documentRow(d) {
  const busy = d.status === "pending" || d.status === "processing";
  const detail = d.status === "ready" ? ` · ${plural(d.chunkCount, "chunk")}${
      d.describedPages ? ` · ${plural(d.describedPages, "picture")} described by a model` : ""}`
    : d.status === "failed" ? `: ${escapeHtml(d.errorMessage || "")}` : "";
  const retry = d.status === "failed" && d.errorCode !== "duplicate"
    ? `<button type="button" data-action="retry" data-id="${d.id}">Retry</button>` : "";
  return `<li data-id="${d.id}"><span class="name">${escapeHtml(d.filename)}</span>
    <span class="status-${d.status}">${busy ? `${d.status}…` : d.status}${detail}</span>
    <span class="actions">${retry}<button type="button" data-action="delete" data-id="${d.id}"
      aria-label="delete ${escapeHtml(d.filename)}">Delete</button></span></li>`;
}

async function loadDocuments() {
  if (!projectId()) { $("documents").innerHTML = $("deleted").innerHTML = ""; return; }
  const id = projectId();
  const [docs, deleted] = await Promise.all([
    everyItem(`/projects/${id}/documents`),
    everyItem(`/projects/${id}/documents?deleted=true`),
  ]);
  if (id !== projectId()) return;  // the user moved on meanwhile
  $("documents").innerHTML = docs.length ? docs.map(documentRow).join("")
    : `<li class="empty">No documents yet: upload files or add a web page.</li>`;
  $("deleted").innerHTML = deleted.map((d) => `<li data-id="${d.id}"><span class="name">${escapeHtml(d.filename)}</span>
    <span class="actions"><button type="button" data-action="restore" data-id="${d.id}">Restore</button></span></li>`).join("");
  $("bin-count").textContent = deleted.length;
  const busy = docs.some((d) => d.status === "pending" || d.status === "processing");
  if (busy) schedulePoll(id); else poll = null;
}

function schedulePoll(id) {
  if (poll && poll.project === id && poll.timer) return;
  const state = poll && poll.project === id ? poll : { project: id, delay: POLL_FIRST_MS, since: Date.now() };
  if (Date.now() - state.since > POLL_GIVE_UP_MS) { poll = null; return; }
  state.timer = setTimeout(() => {
    state.timer = null;
    state.delay = Math.min(state.delay * 1.5, POLL_MAX_MS);
    if (id === projectId()) loadDocuments().catch(showError);
  }, state.delay);
  poll = state;
}

function restartPolling() {
  if (poll && poll.timer) clearTimeout(poll.timer);
  poll = null;
}

// The file's SHA-256 (hex): content the project has already is refused before any upload.
async function sha256(file) {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Each file gets its own row with its own outcome: one refused file never hides the others.
function uploadFile(file) {
  const row = document.createElement("li");
  row.innerHTML = `<span class="name">${escapeHtml(file.name)}</span><span class="status-uploading">uploading 0%</span>`;
  $("uploads").prepend(row);
  const status = row.lastChild;
  const registered = file.size === 0 ? Promise.reject(new Error("the file is empty"))
    : sha256(file).then((hash) => api("POST", `/projects/${projectId()}/documents`, {
      filename: file.name, contentType: file.type || guessType(file.name), sizeBytes: file.size,
      contentSha256: hash,
    }));
  return registered.then((accepted) => new Promise((resolve, reject) => {
    const form = new FormData();
    Object.entries(accepted.upload.fields).forEach(([k, v]) => form.append(k, v));
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.upload.onprogress = (e) => { status.textContent = `uploading ${Math.round(100 * e.loaded / e.total)}%`; };
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`the upload was refused (HTTP ${xhr.status})`)));
    xhr.onerror = () => reject(new Error("the upload did not reach storage"));
    xhr.open("POST", accepted.upload.url);
    xhr.send(form);
  })).then(() => { row.remove(); return true; }, (error) => {
    status.className = "status-failed";
    status.textContent = `not uploaded: ${error.message}`;
    row.classList.add("refused");
    return false;
  });
}

function guessType(name) {
  const ext = name.split(".").pop().toLowerCase();
  return { md: "text/markdown", markdown: "text/markdown", txt: "text/plain", text: "text/plain", log: "text/plain",
    csv: "text/csv", pdf: "application/pdf", html: "text/html", htm: "text/html",
    png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", tif: "image/tiff", tiff: "image/tiff",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    xls: "application/vnd.ms-excel",
    odt: "application/vnd.oasis.opendocument.text",
    ods: "application/vnd.oasis.opendocument.spreadsheet",
    odp: "application/vnd.oasis.opendocument.presentation",
    pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation" }[ext] || "application/octet-stream";
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

function renderAnswer(question, answer) {
  const turn = document.createElement("div");
  turn.className = "turn";
  // Where a quote of source `s` stands: a PDF's page, a deck's slide, a CSV's row, a workbook's
  // sheet and row.
  const placeOf = (q, s) => {
    if (q.page) return /\.(pptx|odp)$/i.test(s.filename) ? `slide ${q.page}` : `p. ${q.page}`;
    if (!q.row) return "";
    return /\.(xlsx?|ods)$/i.test(s.filename) && s.section ? `${escapeHtml(s.section)}, row ${q.row}` : `row ${q.row}`;
  };
  const sources = answer.sources.map((s) => {
    // A source's quotes: the first, and any on another page or row (a model's answer may rely
    // on both sides of a page break); each names its own page.
    const quotes = [s, ...(s.moreQuotes || [])];
    const places = quotes.map((q) => placeOf(q, s)).filter(Boolean).join(", ");
    const relevance = `<span class="relevance" title="probability that this source holds the answer">${Math.round(s.relevance * 100)}%</span>`;
    // The quotes highlighted inside the chunk's own text, by their offsets (one per page: they
    // never overlap).
    let original = "";
    let at = 0;
    for (const q of [...quotes].sort((a, b) => a.quoteStart - b.quoteStart)) {
      original += escapeHtml(s.text.slice(at, q.quoteStart)) + `<mark>${escapeHtml(s.text.slice(q.quoteStart, q.quoteEnd))}</mark>`;
      at = q.quoteEnd;
    }
    original += escapeHtml(s.text.slice(at));
    // A picture's description is the vision model's words, never a quote of the document.
    const described = s.describedBy
      ? `<div class="disclaimer described">described by a model (${escapeHtml(s.describedBy)}), not the document's words</div>` : "";
    const shown = described + quotes.map((q) => `<blockquote class="quote">${escapeHtml(q.quote)}${
      quotes.length > 1 && placeOf(q, s) ? ` <span class="place">(${placeOf(q, s)})</span>` : ""}</blockquote>`).join("");
    return `<li class="${s.cited ? "cited" : ""}">[${s.n}] ${escapeHtml(s.filename)}${places ? ` ${places}` : ""} ${relevance}
      ${shown}
      <details><summary>show original text</summary><div class="original">${original}</div></details></li>`;
  }).join("");
  // "I don't know." with the sentence closest to an answer, which the reader may judge: shown
  // apart from sources, as no citation.
  const c = answer.closest;
  const closest = c ? `<div class="closest">Closest passage, not an answer: ${escapeHtml(c.filename)}${
    placeOf(c, c) ? ` ${placeOf(c, c)}` : ""} <span class="relevance" title="probability that it holds the answer">${
    Math.round(c.relevance * 100)}%</span><blockquote class="quote">${escapeHtml(c.quote)}</blockquote></div>` : "";
  const general = answer.pathway === "documents+general";
  const unsupported = (answer.unsupported || []).length
    ? `<div class="disclaimer">${general ? "From general knowledge, not your documents" : "Not supported by a checked citation"}: ${
      escapeHtml(answer.unsupported.join(" "))}</div>` : "";
  turn.innerHTML = `<div class="question">${escapeHtml(question)}</div>
    ${answer.readAs ? `<div class="pathway read-as">searched for: ${escapeHtml(answer.readAs)}</div>` : ""}
    <div class="answer">${escapeHtml(answer.answer)}</div>
    ${answer.disclaimer ? `<div class="disclaimer">${escapeHtml(answer.disclaimer)}</div>` : ""}${unsupported}
    ${answer.note ? `<div class="disclaimer">${escapeHtml(answer.note)}</div>` : ""}
    ${closest}
    ${answer.pathway === "documents+general" ? `<div class="pathway">from your documents and general knowledge</div>` : ""}
    <ol class="sources">${sources}</ol>`;
  $("conversation").append(turn);
  turn.scrollIntoView();
}

$("new-project").addEventListener("submit", async (event) => {
  event.preventDefault();
  try {
    showError();
    const project = await api("POST", "/projects", { name: $("project-name").value });
    $("project-name").value = "";
    await loadProjects(project.id);
  } catch (error) { showError(error); }
});

$("files").addEventListener("change", async () => {
  showError();
  $("uploads").querySelectorAll(".refused").forEach((row) => row.remove());
  if (!projectId()) { showError("Create or choose a project first."); return; }
  const files = [...$("files").files];
  const outcomes = await Promise.all(files.map(uploadFile));
  $("files").value = "";
  const refused = outcomes.filter((ok) => !ok).length;
  if (refused) showError(`${plural(refused, "file")} of ${files.length} refused: see the reasons beside them.`);
  restartPolling();
  await loadDocuments().catch(showError);
});

$("add-url").addEventListener("submit", async (event) => {
  event.preventDefault();
  showError();
  if (!projectId()) { showError("Create or choose a project first."); return; }
  try {
    await api("POST", `/projects/${projectId()}/documents`, { url: $("url").value });
    $("url").value = "";
    restartPolling();
    await loadDocuments();
  } catch (error) { showError(`${$("url").value}: ${error.message}`); }
});

// Delete, restore and retry, on the document lists.
async function documentAction(event) {
  const button = event.target.closest("button[data-action]");
  if (!button) return;
  const { action, id } = button.dataset;
  const path = `/projects/${projectId()}/documents/${id}`;
  button.disabled = true;
  showError();
  try {
    if (action === "delete") await api("DELETE", path);
    if (action === "restore") await api("POST", `${path}/restore`);
    if (action === "retry") await api("POST", `${path}/reprocess`);
    restartPolling();
    await loadDocuments();
  } catch (error) {
    const name = button.closest("li").querySelector(".name").textContent;
    showError(`${name}: ${error.message}`);
    button.disabled = false;
  }
}
$("documents").addEventListener("click", documentAction);
$("deleted").addEventListener("click", documentAction);

$("ask").addEventListener("submit", async (event) => {
  event.preventDefault();
  const question = $("question").value;
  showError();
  if (!projectId()) { showError("Create or choose a project first."); return; }
  const controls = [$("question"), $("mode"), $("ask").querySelector("button")];
  controls.forEach((c) => { c.disabled = true; });
  $("ask").classList.add("loading");
  try {
    const answer = await api("POST", `/projects/${projectId()}/chat`,
      { message: question, sessionId, mode: $("mode").value });
    sessionId = answer.sessionId;
    $("question").value = "";
    renderAnswer(question, answer);
    await loadConversations();
  } catch (error) { showError(error); } finally {
    controls.forEach((c) => { c.disabled = false; });
    $("ask").classList.remove("loading");
    $("question").focus();
  }
});

$("project").addEventListener("change", () => {
  localStorage.setItem("ragkit.project", projectId());
  showError();
  $("uploads").innerHTML = "";
  restartPolling();
  startConversation();
  loadDocuments().catch(showError);
});
$("new-conversation").addEventListener("click", startConversation);
$("conversations").addEventListener("click", (event) => {
  const link = event.target.closest("a[data-id]");
  if (!link) return;
  event.preventDefault();
  showError();
  openConversation(link.dataset.id).catch(showError);
});
// A reload keeps who you are and which project you were in (the conversations come back too).
$("owner").value = localStorage.getItem("ragkit.owner") || $("owner").value;
$("owner").addEventListener("change", () => {
  localStorage.setItem("ragkit.owner", $("owner").value);
  // no project of the previous owner stays chosen while the new owner's list loads
  $("project").innerHTML = "";
  $("documents").innerHTML = $("deleted").innerHTML = "";
  startConversation();
  loadProjects().catch(showError);
});
loadProjects().catch(showError);

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

function showError(error) { $("error").textContent = error ? String(error.message || error) : ""; }
const projectId = () => $("project").value;

async function loadProjects(select) {
  const { items } = await api("GET", "/projects?limit=100");
  $("project").innerHTML = items.map((p) => `<option value="${p.id}">${escapeHtml(p.name)}</option>`).join("");
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
    class="${c.id === sessionId ? "current" : ""}">${escapeHtml(c.title)}</a>
    <small>${new Date(c.lastActiveAt).toLocaleTimeString()}</small></li>`).join("");
}

async function openConversation(id) {
  const conversation = await api("GET", `/projects/${projectId()}/conversations/${id}`);
  sessionId = conversation.id;
  $("conversation").innerHTML = "";
  const messages = conversation.messages;
  for (let i = 0; i + 1 < messages.length; i += 2) {
    const reply = messages[i + 1];
    renderAnswer(messages[i].content, { answer: reply.content, sources: reply.sources, pathway: reply.pathway });
  }
  await loadConversations();
}

async function loadDocuments() {
  if (!projectId()) { $("documents").innerHTML = ""; return; }
  const docs = await api("GET", `/projects/${projectId()}/documents`);
  $("documents").innerHTML = docs.map((d) => `<li data-id="${d.id}"><span>${escapeHtml(d.filename)}</span>
    <span class="status-${d.status}" title="${escapeHtml(d.errorMessage || "")}">${d.status}${
      d.status === "ready" ? ` · ${d.chunkCount} chunks` : ""}${d.status === "failed" ? `: ${escapeHtml(d.errorMessage || "")}` : ""}</span></li>`).join("");
  const busy = docs.some((d) => d.status === "pending" || d.status === "processing");
  if (busy && !polling.has(projectId())) {
    const id = projectId();
    polling.add(id);
    setTimeout(() => { polling.delete(id); if (id === projectId()) loadDocuments().catch(showError); }, 1000);
  }
}

function uploadFile(file) {
  const row = document.createElement("li");
  row.innerHTML = `<span>${escapeHtml(file.name)}</span><span class="status-uploading">uploading 0%</span>`;
  $("documents").prepend(row);
  return api("POST", `/projects/${projectId()}/documents`, {
    filename: file.name, contentType: file.type || guessType(file.name), sizeBytes: file.size,
  }).then((accepted) => new Promise((resolve, reject) => {
    const form = new FormData();
    Object.entries(accepted.upload.fields).forEach(([k, v]) => form.append(k, v));
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.upload.onprogress = (e) => { row.lastChild.textContent = `uploading ${Math.round(100 * e.loaded / e.total)}%`; };
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`upload failed: HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error("upload failed"));
    xhr.open("POST", accepted.upload.url);
    xhr.send(form);
  }));
}

function guessType(name) {
  const ext = name.split(".").pop().toLowerCase();
  return { md: "text/markdown", markdown: "text/markdown", txt: "text/plain", text: "text/plain", log: "text/plain",
    csv: "text/csv", pdf: "application/pdf", html: "text/html", htm: "text/html",
    png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", tif: "image/tiff", tiff: "image/tiff",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }[ext] || "application/octet-stream";
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

function renderAnswer(question, answer) {
  const turn = document.createElement("div");
  turn.className = "turn";
  const sources = answer.sources.map((s) => {
    const place = s.page ? ` p. ${s.page}` : s.row ? ` row ${s.row}` : "";
    const relevance = `<span class="relevance" title="probability that this source holds the answer">${Math.round(s.relevance * 100)}%</span>`;
    // The quote highlighted inside the chunk's own text, by its offsets.
    const original = escapeHtml(s.text.slice(0, s.quoteStart)) + `<mark>${escapeHtml(s.text.slice(s.quoteStart, s.quoteEnd))}</mark>`
      + escapeHtml(s.text.slice(s.quoteEnd));
    return `<li class="${s.cited ? "cited" : ""}">[${s.n}] ${escapeHtml(s.filename)}${place} ${relevance}
      <blockquote class="quote">${escapeHtml(s.quote)}</blockquote>
      <details><summary>show original text</summary><div class="original">${original}</div></details></li>`;
  }).join("");
  const general = answer.pathway === "documents+general";
  const unsupported = (answer.unsupported || []).length
    ? `<div class="disclaimer">${general ? "From general knowledge, not your documents" : "Not supported by a checked citation"}: ${
      escapeHtml(answer.unsupported.join(" "))}</div>` : "";
  turn.innerHTML = `<div class="question">${escapeHtml(question)}</div>
    <div class="answer">${escapeHtml(answer.answer)}</div>
    ${answer.disclaimer ? `<div class="disclaimer">${escapeHtml(answer.disclaimer)}</div>` : ""}${unsupported}
    ${answer.note ? `<div class="disclaimer">${escapeHtml(answer.note)}</div>` : ""}
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
  try {
    showError();
    await Promise.all([...$("files").files].map(uploadFile));
    $("files").value = "";
    await loadDocuments();
  } catch (error) { showError(error); }
});

$("ask").addEventListener("submit", async (event) => {
  event.preventDefault();
  const question = $("question").value;
  try {
    showError();
    const answer = await api("POST", `/projects/${projectId()}/chat`, { message: question, sessionId });
    sessionId = answer.sessionId;
    $("question").value = "";
    renderAnswer(question, answer);
    await loadConversations();
  } catch (error) { showError(error); }
});

$("project").addEventListener("change", () => {
  localStorage.setItem("ragkit.project", projectId());
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
  loadProjects().catch(showError);
});
loadProjects().catch(showError);

/// The single page NibStudio serves: a document list, Interface Builder's document window
/// (outline), the canvas, the inspector (identity, attributes, connections with path and
/// refocus, jump to class) and the Strings tool. Plain HTML, CSS and JavaScript, no build
/// step; it talks only to the JSON API and quotes the run's token on every write.
enum StudioPage {
    static func html(token: String) -> String {
        template.replacingOccurrences(of: "{{TOKEN}}", with: token)
    }

    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="nibstudio-token" content="{{TOKEN}}">
<title>NibStudio</title>
<style>
  :root { --line: #d4d4d4; --sel: #2f6fde; font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 13px; }
  body { margin: 0; display: grid; grid-template-columns: 260px 1fr 330px; grid-template-rows: 38px 1fr 230px; height: 100vh; background: #fafafa; }
  header { grid-column: 1 / 4; display: flex; align-items: center; gap: 12px; padding: 0 12px; border-bottom: 1px solid var(--line); background: #f0f0f0; }
  header h1 { font-size: 14px; margin: 0; }
  #left { overflow: auto; border-right: 1px solid var(--line); }
  #center { overflow: auto; padding: 16px; position: relative; }
  #right { overflow: auto; border-left: 1px solid var(--line); padding: 8px; }
  #bottom { grid-column: 1 / 4; border-top: 1px solid var(--line); overflow: auto; padding: 6px 10px; background: #fff; }
  h2 { font-size: 12px; text-transform: uppercase; color: #666; margin: 10px 8px 4px; }
  ul { list-style: none; margin: 0; padding-left: 14px; }
  #documents li, #outline li > span { cursor: pointer; padding: 1px 4px; border-radius: 3px; display: inline-block; }
  #documents li.selected, #outline span.selected { background: var(--sel); color: #fff; }
  .muted { color: #888; font-size: 11px; }
  .canvas g[data-id]:hover > rect { stroke: #2f6fde; }
  svg.board { max-width: 100%; height: auto; }
  svg.board g.scene { cursor: pointer; }
  .selection-box { fill: none; stroke: #2f6fde; stroke-width: 2; pointer-events: none; }
  #menu { position: fixed; display: none; background: #fff; border: 1px solid #bbb; box-shadow: 0 4px 14px #0003; border-radius: 6px; padding: 4px 0; z-index: 10; min-width: 220px; }
  #menu div { padding: 3px 12px; cursor: pointer; }
  #menu div:hover { background: var(--sel); color: #fff; }
  table { border-collapse: collapse; width: 100%; }
  td, th { border-bottom: 1px solid #eee; padding: 2px 6px; text-align: left; vertical-align: top; }
  .section { margin-top: 8px; }
  .entry { padding: 2px 4px; cursor: pointer; border-radius: 3px; }
  .entry.selected { background: #e4ecfb; }
  .refocus { border: none; background: none; color: var(--sel); cursor: pointer; font-size: 14px; }
  #path { margin-top: 6px; padding: 4px; background: #f3f3f3; border-radius: 4px; min-height: 18px; }
  #path span { cursor: pointer; }
  input[type=text] { width: 160px; }
  .misspelled { text-decoration: underline wavy #d33; }
  #status { margin-left: auto; color: #666; }
</style>
</head>
<body>
<header><h1>NibStudio</h1><select id="containers"></select><span id="status"></span></header>
<div id="left"><h2>Documents</h2><ul id="documents"></ul><h2>Document outline</h2><div id="outline"></div></div>
<div id="center"><div id="canvas"></div></div>
<div id="right"><h2>Identity</h2><div id="identity" class="muted">Select an object.</div>
  <h2>Connections</h2><div id="connections"></div><div id="path"></div>
  <h2>Attributes</h2><div id="attributes"></div></div>
<div id="bottom"><b>Strings</b>
  <select id="stringsDocument"><option value="">All documents</option></select>
  <input type="text" id="find" placeholder="Find"> <input type="text" id="replace" placeholder="Replace with">
  <button id="replaceAll">Replace All</button> <span id="stringsStatus" class="muted"></span> <span id="spelling" class="muted"></span>
  <table id="strings"><thead><tr><th>Document</th><th>Object</th><th>Class</th><th>Key path</th><th>Value</th></tr></thead><tbody></tbody></table></div>
<div id="menu"></div>
<script>
const token = document.querySelector('meta[name="nibstudio-token"]').content;
const state = { path: null, doc: null, selected: null, space: null, strings: [] };
const $ = (id) => document.getElementById(id);
async function api(url, body) {
  const options = body ? { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-NibStudio-Token': token }, body: JSON.stringify(body) } : {};
  const response = await fetch(url, options);
  const data = await response.json();
  if (!response.ok) { $('status').textContent = data.error || response.status; throw new Error(data.error); }
  return data;
}
const q = (value) => encodeURIComponent(value);
function objectByID(id) { return state.doc.objects.find(o => o.id === id); }

async function loadDocuments() {
  const documents = await api('/api/documents');
  $('documents').innerHTML = '';
  for (const d of documents) {
    const li = document.createElement('li');
    li.dataset.path = d.path;
    li.innerHTML = `${d.path} <span class="muted">${d.platform || ''} ${d.kind || ''} · ${d.objects ?? '?'} objects${d.warnings ? ' · ' + d.warnings + ' warnings' : ''}</span>`;
    li.onclick = () => openDocument(d.path);
    $('documents').appendChild(li);
    const option = document.createElement('option'); option.value = d.path; option.textContent = d.path; $('stringsDocument').appendChild(option);
  }
  if (documents.length) await openDocument(documents[0].path);
  await loadStrings();
}

async function openDocument(path, keepSelection) {
  state.path = path;
  state.doc = await api('/api/document?path=' + q(path));
  for (const li of $('documents').children) li.classList.toggle('selected', li.dataset.path === path);
  $('outline').innerHTML = '';
  $('outline').appendChild(outlineList(state.doc.outline));
  $('containers').innerHTML = '';
  if (state.doc.kind === 'storyboard') {
    const option = document.createElement('option'); option.value = 'storyboard'; option.textContent = 'Storyboard: every scene';
    $('containers').appendChild(option);
  }
  for (const id of state.doc.containers) {
    const option = document.createElement('option'); option.value = id; option.textContent = objectByID(id).label + ' (' + id + ')';
    $('containers').appendChild(option);
  }
  state.space = state.doc.kind === 'storyboard' ? 'storyboard' : (state.doc.containers[0] || null);
  await drawCanvas();
  if (!keepSelection) select(null); else select(state.selected);
}

function outlineList(nodes) {
  const ul = document.createElement('ul');
  for (const n of nodes) {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.textContent = n.label; span.dataset.id = n.id; span.title = n.id;
    span.onclick = async (e) => {
      e.stopPropagation();
      if (n.class !== 'Scene') { select(n.id); return; }
      // A scene opens on the canvas: its first window or root view.
      const ids = []; const walk = (list) => list.forEach(c => { ids.push(c.id); walk(c.children || []); }); walk(n.children || []);
      const container = ids.find(id => state.doc.containers.includes(id));
      if (container) { state.space = container; await drawCanvas(); }
    };
    li.appendChild(span);
    if (n.children && n.children.length) li.appendChild(outlineList(n.children));
    ul.appendChild(li);
  }
  return ul;
}

async function drawCanvas() {
  $('canvas').innerHTML = '';
  if (!state.space) { $('canvas').textContent = 'No window or view to draw.'; return; }
  $('containers').value = state.space;
  const response = await fetch('/api/canvas?path=' + q(state.path) + '&object=' + q(state.space));
  $('canvas').innerHTML = await response.text();
  const svg = $('canvas').querySelector('svg');
  if (!svg) return;
  if (state.space === 'storyboard') {
    // A click on a scene opens it on its own canvas.
    svg.querySelectorAll('g.scene').forEach(g => g.addEventListener('click', async () => { state.space = g.dataset.container; await drawCanvas(); }));
    return;
  }
  svg.addEventListener('click', (e) => canvasClick(e, e.shiftKey));
  svg.addEventListener('contextmenu', (e) => { e.preventDefault(); canvasClick(e, true); });
  highlight();
}

function svgPoint(e) {
  const svg = $('canvas').querySelector('svg');
  const point = svg.createSVGPoint(); point.x = e.clientX; point.y = e.clientY;
  const p = point.matrixTransform(svg.getScreenCTM().inverse());
  return { x: Math.max(0, p.x), y: p.y };
}

async function canvasClick(e, menu) {
  const p = svgPoint(e);
  if (p.y < 0) { select(state.space); return; }
  const answer = await api(`/api/objects-at?path=${q(state.path)}&in=${q(state.space)}&x=${p.x}&y=${p.y}`);
  if (!menu) { const first = answer.objects.find(o => !o.hidden && !o.covered); if (first) select(first.id); return; }
  const box = $('menu'); box.innerHTML = '';
  for (const o of answer.objects) {
    const item = document.createElement('div');
    item.textContent = o.label + (o.hidden ? '  (hidden)' : '') + (o.covered ? '  (covered)' : '');
    item.dataset.id = o.id;
    item.onclick = () => { box.style.display = 'none'; select(o.id); };
    box.appendChild(item);
  }
  box.style.left = e.clientX + 'px'; box.style.top = e.clientY + 'px'; box.style.display = 'block';
}
document.addEventListener('click', (e) => { if (!$('menu').contains(e.target) && !e.shiftKey) $('menu').style.display = 'none'; });

function highlight() {
  const svg = $('canvas').querySelector('svg');
  if (!svg) return;
  svg.querySelectorAll('.selection-box').forEach(n => n.remove());
  if (!state.selected) return;
  const group = svg.querySelector(`[data-id="${CSS.escape(state.selected)}"]`);
  if (!group) return;
  const b = group.getBBox();
  const rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  rect.setAttribute('class', 'selection-box'); rect.setAttribute('x', b.x - 1); rect.setAttribute('y', b.y - 1);
  rect.setAttribute('width', b.width + 2); rect.setAttribute('height', b.height + 2);
  svg.appendChild(rect);
}

async function select(id) {
  state.selected = id;
  document.querySelectorAll('#outline span').forEach(s => s.classList.toggle('selected', s.dataset.id === id));
  highlight();
  const object = id && objectByID(id);
  if (!object) { $('identity').innerHTML = '<span class="muted">Select an object.</span>'; $('connections').innerHTML = ''; $('attributes').innerHTML = ''; $('path').innerHTML = ''; return; }
  const editable = state.doc.editable;
  $('identity').innerHTML = `<table>
    <tr><td>Class</td><td>${esc(object.class)}</td></tr>
    <tr><td>Custom class</td><td><input type="text" id="customClass" value="${esc(object['custom-class'] || '')}" ${editable ? '' : 'disabled'}></td></tr>
    <tr><td>Module</td><td>${esc(object.module || '')}</td></tr>
    <tr><td>Object id</td><td>${esc(object.id)}</td></tr>
    <tr><td>User label</td><td><input type="text" id="userLabel" value="${esc(object['user-label'] || '')}" ${editable ? '' : 'disabled'}></td></tr></table>
    <button id="saveIdentity" ${editable ? '' : 'disabled'}>Save</button> <button id="jump">Jump to class</button> <span id="classInfo" class="muted"></span>`;
  $('saveIdentity').onclick = saveIdentity;
  $('jump').onclick = () => jumpToClass(object);
  $('attributes').innerHTML = '<table>' + Object.entries(object.attributes).map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('') + '</table>';
  const panel = await api(`/api/connections?path=${q(state.path)}&object=${q(id)}`);
  const titles = { 'outlets': 'Outlets', 'outlet-collections': 'Outlet Collections', 'received-actions': 'Received Actions', 'sent-actions': 'Sent Actions', 'bindings': 'Bindings', 'segues': 'Segues', 'referencing-outlets': 'Referencing Outlets', 'referencing-outlet-collections': 'Referencing Outlet Collections', 'referencing-bindings': 'Referencing Bindings' };
  $('connections').innerHTML = ''; $('path').innerHTML = '';
  for (const [key, title] of Object.entries(titles)) {
    const entries = panel[key] || [];
    if (!entries.length) continue;
    const section = document.createElement('div'); section.className = 'section';
    section.innerHTML = `<b>${title}</b>`;
    for (const entry of entries) {
      const row = document.createElement('div'); row.className = 'entry'; row.dataset.connection = entry['connection-id'];
      row.innerHTML = `${esc(entry.label)}${entry['key-path'] ? ' (' + esc(entry['key-path']) + ')' : ''} — ${esc(entry.other.label || entry.other.id)}`;
      const refocus = document.createElement('button'); refocus.className = 'refocus'; refocus.textContent = '➜'; refocus.title = 'Refocus on ' + (entry.other.label || '');
      refocus.onclick = (e) => { e.stopPropagation(); if (entry.other.id) select(entry.other.id); };
      row.appendChild(refocus);
      if (editable) {
        const remove = document.createElement('button'); remove.className = 'refocus'; remove.textContent = '✕'; remove.title = 'Delete this connection';
        remove.onclick = async (e) => { e.stopPropagation(); await deleteConnection(entry['connection-id']); };
        row.appendChild(remove);
      }
      row.onclick = () => {
        document.querySelectorAll('.entry').forEach(r => r.classList.remove('selected')); row.classList.add('selected');
        $('path').innerHTML = entry.path.map(p => `<span data-id="${esc(p.id)}">${esc(p.label)}</span>`).join(' ▸ ');
        $('path').querySelectorAll('span').forEach(s => s.onclick = () => select(s.dataset.id));
      };
      section.appendChild(row);
    }
    $('connections').appendChild(section);
  }
}

async function saveIdentity() {
  const id = state.selected; const object = objectByID(id);
  for (const [field, attribute] of [['customClass', 'customClass'], ['userLabel', 'userLabel']]) {
    const value = $(field).value; const old = attribute === 'customClass' ? (object['custom-class'] || '') : (object['user-label'] || '');
    if (value === old) continue;
    try { const r = await api('/api/object', { path: state.path, object: id, attribute, value, hash: state.doc.hash }); state.doc.hash = r.hash; }
    catch (e) { if (String(e.message).includes('changed on disk')) { await openDocument(state.path); } return; }
  }
  $('status').textContent = 'Saved ' + state.path;
  await openDocument(state.path, true);
}

async function deleteConnection(connection) {
  try { await api('/api/connection/delete', { path: state.path, connection, hash: state.doc.hash }); $('status').textContent = 'Deleted ' + connection; }
  catch (e) { /* reported in the status line */ }
  await openDocument(state.path, true);
}

async function jumpToClass(object) {
  const answer = await api(`/api/class?path=${q(state.path)}&object=${q(object.id)}`);
  const info = $('classInfo');
  if (answer.declaration) {
    const d = answer.declaration;
    info.innerHTML = `<div>${esc(d.file)}:${d.line}:${d.column}</div><pre id="excerpt" style="background:#fff;border:1px solid #ddd;padding:4px;overflow:auto">` +
      (answer.excerpt || []).map(l => `<span${l.line === d.line ? ' style="background:#fff3a8"' : ''}>${String(l.line).padStart(4)}  ${esc(l.text)}</span>`).join('\n') + '</pre>';
  } else if (answer.declaration === null) {
    info.textContent = `${answer.class} is declared in none of the sources (${(answer.searched || []).join(', ') || 'start nibstudio with --sources'})`;
  }
  if (answer.documentation) {
    const link = document.createElement('a'); link.href = answer.documentation; link.target = '_blank'; link.textContent = answer.documentation;
    info.appendChild(document.createElement('div')).appendChild(link);
  }
}

async function loadStrings() {
  state.strings = await api('/api/strings');
  renderStrings();
  const spelling = await api('/api/spelling');
  state.misspelled = new Set(spelling.misspelled);
  $('spelling').textContent = spelling.available ? `Spelling: ${spelling.language}, ${spelling.misspelled.length} unknown words` : 'Spelling: no dictionary installed (aspell)';
  renderStrings();
}
function markSpelling(value) {
  return esc(value).replace(/[\p{L}']+/gu, (word) => state.misspelled && state.misspelled.has(word) ? `<span class="misspelled" title="not in the dictionary">${word}</span>` : word);
}
async function editValue(row, cell) {
  const value = prompt('New value for ' + row.objectID + '.' + row.keyPath, row.value);
  if (value === null || value === row.value) return;
  try {
    await api('/api/strings/set', { path: row.document, object: row.objectID, keyPath: row.keyPath, value, hash: row.hash });
    $('stringsStatus').textContent = 'Set ' + row.objectID + '.' + row.keyPath;
  } catch (e) {
    $('stringsStatus').textContent = e.message + ' (the table was reloaded)';
  }
  await loadStrings();
  if (state.path === row.document) await openDocument(state.path, true);
}
function renderStrings() {
  const filter = $('stringsDocument').value; const find = $('find').value;
  const body = $('strings').querySelector('tbody'); body.innerHTML = '';
  for (const row of state.strings) {
    if (filter && row.document !== filter) continue;
    if (find && !(row.value || '').includes(find)) continue;
    const tr = document.createElement('tr');
    tr.innerHTML = `<td>${esc(row.document)}</td><td>${esc(row.objectID || '')}</td><td>${esc(row.class || '')}</td><td>${esc(row.keyPath || '')}</td><td class="value" title="Double-click to edit">${markSpelling(row.value || '')}</td>`;
    tr.querySelector('.value').ondblclick = () => editValue(row);
    body.appendChild(tr);
  }
}
$('stringsDocument').onchange = renderStrings;
$('find').oninput = renderStrings;
$('replaceAll').onclick = async () => {
  const find = $('find').value; if (!find) return;
  const paths = $('stringsDocument').value ? [$('stringsDocument').value] : undefined;
  const answer = await api('/api/strings/replace', { find, replace: $('replace').value, paths });
  $('stringsStatus').textContent = answer.changed.length ? 'Changed: ' + answer.changed.join(', ') : 'Nothing changed';
  await loadStrings();
  if (state.path) await openDocument(state.path, true);
};
$('containers').onchange = async () => { state.space = $('containers').value; await drawCanvas(); };
function esc(s) { return String(s ?? '').replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c])); }
loadDocuments();
</script>
</body>
</html>
"""#
}

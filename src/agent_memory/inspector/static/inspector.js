// The agent-memory inspector: a static page over the local JSON API (no build step, no
// network beyond this service). Every value is put into the page as text (textContent),
// never as markup, so a notification or memory cannot inject anything. The bearer token is
// kept in this tab's sessionStorage and sent as an Authorization header, never in a URL.
"use strict";

(() => {
  const TOKEN_KEY = "agent-memory-token";
  const VERDICTS = ["keep", "otp", "secret", "marketing", "scam", "system", "skipped",
    "pending", "unknown"];
  const STORES = [["temporary", "Temporary"], ["long_term", "Long-Term"], ["device", "Device"]];
  const view = document.getElementById("view");
  const login = document.getElementById("login");
  const logout = document.getElementById("logout");

  class AuthNeeded extends Error {}
  class ApiError extends Error {
    constructor(status, detail) { super(detail); this.status = status; }
  }

  // ------------------------------------------------------------------ helpers

  function h(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name === "onclick") node.addEventListener("click", value);
      else node.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function svg(tag, attrs, ...children) {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [name, value] of Object.entries(attrs || {})) node.setAttribute(name, String(value));
    for (const child of children.flat(Infinity)) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  // Each navigation bumps the generation; a view that finishes loading after the user moved
  // on (its ticket is old) does not replace the newer one.
  let generation = 0;

  function setView(ticket, ...nodes) {
    if (ticket !== generation) return;
    view.replaceChildren(...nodes.flat(Infinity).filter((n) => n !== null && n !== undefined
      && n !== false));
  }

  async function api(path, options) {
    const headers = new Headers();
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) headers.set("Authorization", "Bearer " + token);
    const response = await fetch(path, {
      method: (options && options.method) || "GET",
      headers,
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    if (response.status === 401) throw new AuthNeeded();
    const body = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      throw new ApiError(response.status, (body && body.detail) || response.statusText);
    }
    return body;
  }

  function badge(verdict, rule) {
    return h("span", { class: "badge v-" + verdict, title: rule || verdict },
      rule && rule !== verdict ? verdict + " · " + rule : verdict);
  }

  function clockTime(iso) { return iso.slice(11, 16); } // the device-local digits
  function localStamp(iso) { return iso ? iso.slice(0, 16).replace("T", " ") : "—"; }

  function duration(seconds) {
    const s = Math.abs(seconds);
    if (s >= 86400) return Math.floor(s / 86400) + " d " + Math.floor((s % 86400) / 3600) + " h";
    if (s >= 3600) return Math.floor(s / 3600) + " h " + Math.floor((s % 3600) / 60) + " min";
    return Math.max(1, Math.floor(s / 60)) + " min";
  }

  function bytes(n) {
    if (n === null || n === undefined) return "—";
    const units = ["B", "KiB", "MiB", "GiB", "TiB"];
    let i = 0;
    while (n >= 1024 && i < units.length - 1) { n /= 1024; i += 1; }
    return n.toFixed(i ? 1 : 0) + " " + units[i];
  }

  function expiryBar(memory, now) {
    if (!memory.expires_at) return h("span", { class: "muted" }, "never expires");
    const end = Date.parse(memory.expires_at);
    const start = Date.parse(memory.created_at);
    const left = (end - now) / 1000;
    const share = Math.max(0, Math.min(1, (end - now) / Math.max(1, end - start)));
    const fill = h("span");
    fill.style.width = (share * 100).toFixed(1) + "%";
    return h("span", { class: "bar" },
      h("span", { class: "expiry" + (share < 0.25 ? " low" : ""), role: "meter",
        "aria-valuenow": share.toFixed(2), "aria-valuemin": "0", "aria-valuemax": "1",
        style: null, "data-share": share.toFixed(3) }, fill),
      h("span", { class: "muted" }, left > 0 ? duration(left) + " left" : "expired"));
  }

  function textButton(contextId) {
    const holder = h("div", { class: "text", hidden: true, "data-text-for": contextId });
    const button = h("button", { type: "button", "data-show-text": contextId, onclick: async () => {
      if (!holder.hidden) { holder.hidden = true; holder.replaceChildren(); return; }
      try {
        const text = await api("/v1/notifications/" + contextId + "/text");
        holder.replaceChildren(...[
          text.title ? h("div", { class: "title" }, text.title) : null,
          text.subtitle ? h("div", {}, text.subtitle) : null,
          h("div", { class: "body" }, text.body),
          text.body_truncated ? h("div", { class: "muted" }, "(cut at 4 KiB)") : null,
        ].filter((n) => n !== null));
      } catch (error) {
        if (error instanceof AuthNeeded) throw error;
        holder.replaceChildren(h("span", { class: "error" }, error.message));
      }
      holder.hidden = false;
    } }, "Show text");
    return [button, holder];
  }

  // ------------------------------------------------------------------ timeline

  function timelineItem(item) {
    const memory = item.memory;
    const [button, holder] = item.text_shown ? textButton(item.context_id) : [null, null];
    return h("li", { "data-context-id": item.context_id, "data-verdict": item.verdict },
      h("span", { class: "time", title: item.local_time }, clockTime(item.local_time)),
      h("span", { class: "app", title: item.app_id }, item.app_name || item.app_id),
      h("span", { class: "meta" },
        badge(item.verdict, item.rule),
        item.folded ? h("a", { href: "#notification/" + item.folded_into },
          "folded into #" + item.folded_into) : null,
        item.action ? h("span", {}, item.action) : null,
        item.reason && item.reason !== item.action && !item.reason.startsWith("shown_as:")
          && item.reason !== item.verdict + ":" + item.rule
          ? h("span", { class: "muted" }, item.reason) : null,
        memory && memory.forgotten ? h("span", { class: "muted memory-forgotten" },
          "→ " + memory.store + "/" + memory.id + " (forgotten)") : null,
        memory && !memory.forgotten ? h("a", { href: "#memory/" + memory.store + "/"
          + encodeURIComponent(memory.id), class: "memory-link" }, "→ " + memory.store + "/"
          + memory.id + (memory.revision ? " r" + memory.revision : "")) : null,
        h("a", { href: "#notification/" + item.context_id, class: "muted" },
          "#" + item.context_id),
        item.text_shown ? button : h("span", { class: "muted" },
          item.verdict === "pending" ? "not processed yet" : "text withheld")),
      holder);
  }

  async function showTimeline(day) {
    const ticket = generation;
    const query = "/v1/timeline?limit=50" + (day ? "&day=" + encodeURIComponent(day) : "");
    const page = await api(query);
    if (!page.day) {
      setView(ticket, h("h2", {}, "Timeline"), h("p", { class: "muted" },
        "No notification has been received yet."));
      return;
    }
    const list = h("ul", { class: "items", id: "timeline" }, page.items.map(timelineItem));
    const more = h("div", { class: "bar" });
    const addMore = (next) => {
      more.replaceChildren();
      if (next === null) return;
      more.append(h("button", { type: "button", id: "more", onclick: async () => {
        const next_page = await api(query + "&after=" + next);
        list.append(...next_page.items.map(timelineItem));
        addMore(next_page.next_after);
      } }, "Show more"));
    };
    addMore(page.next_after);
    setView(ticket,
      h("div", { class: "bar" },
        page.previous_day ? h("a", { href: "#timeline/" + page.previous_day }, "← "
          + page.previous_day) : null,
        h("h2", { id: "day" }, page.day),
        page.next_day ? h("a", { href: "#timeline/" + page.next_day }, page.next_day + " →")
          : null),
      h("p", { class: "muted" }, "Device local time. Dropped notifications show their verdict "
        + "only; a kept one shows its text when asked."),
      page.items.length ? list : h("p", { class: "muted" }, "Nothing received this day."),
      more);
  }

  async function showNotification(contextId) {
    const ticket = generation;
    const trail = await api("/v1/notifications/" + contextId + "/explain");
    const decision = trail.decision;
    const shown = trail.shown_as;
    const filter = (shown && decision && !decision.filter ? shown.filter : null)
      || (decision && decision.filter);
    const kept = trail.state === "decided" && filter && filter.startsWith("keep:");
    const now = trail.memory_now;
    const rows = [["state", trail.state + " — " + trail.meaning]];
    if (decision) {
      rows.push(["app", decision.app_id], ["filter", decision.filter || "—"],
        ["action", decision.action + " (" + decision.reason + ")"],
        ["batch", "#" + decision.batch.first + "–#" + decision.batch.last + ", "
          + decision.batch.size + " records, " + decision.provider],
        ["decided at", decision.at]);
    }
    if (shown) rows.push(["shown as", "#" + shown.context_id + " " + (shown.filter || "")]);
    if (trail.purge_id) rows.push(["purge", String(trail.purge_id)]);
    const [button, holder] = kept ? textButton(contextId) : [null, null];
    setView(ticket,
      h("h2", {}, "Notification #" + contextId),
      h("dl", {}, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]),
        now ? [h("dt", {}, "memory"), h("dd", {}, h("a", { href: "#memory/" + now.store + "/"
          + encodeURIComponent(now.id) }, now.store + "/" + now.id), " — " + now.status)] : []),
      h("div", { class: "bar" }, kept ? [button] : h("span", { class: "muted" },
        "Its text is not shown (only notifications the filter kept show text).")),
      holder);
  }

  // ------------------------------------------------------------------ memories

  async function showMemories(store, includeInactive) {
    const ticket = generation;
    store = store || "temporary";
    const [list, clock] = await Promise.all([
      api("/v1/memories?limit=200&store=" + store + (includeInactive ? "&include_inactive=true"
        : "")),
      api("/v1/clock"),
    ]);
    const now = Date.parse(clock.now);
    const tabs = h("div", { class: "tabs" }, STORES.map(([name, label]) => h("button", {
      type: "button", class: name === store ? "active" : null, "data-store": name,
      onclick: () => { location.hash = "#memories/" + name; },
    }, label)));
    const toggle = h("input", { type: "checkbox", id: "inactive", checked: includeInactive });
    toggle.addEventListener("change", () => {
      render(showMemories(store, toggle.checked));
    });
    const items = list.memories.map((m) => h("li", { "data-memory-id": m.id },
      h("span", { class: "muted" }, m.kind || m.type),
      h("a", { class: "content", href: "#memory/" + m.store + "/" + encodeURIComponent(m.id) },
        m.content),
      h("span", { class: "meta" },
        h("span", { class: "muted" }, "r" + m.revision),
        m.reinforcement_count ? h("span", { class: "muted" }, "×" + m.reinforcement_count) : null,
        m.status !== "active" ? h("span", { class: "warn" }, m.status) : null,
        m.store === "device" ? h("span", { class: "muted" }, "confidence "
          + m.confidence.toFixed(2)) : expiryBar(m, now))));
    setView(ticket,
      h("h2", {}, "Memories"), tabs,
      h("div", { class: "bar" }, toggle, h("label", { for: "inactive" },
        "include expired and removed")),
      items.length ? h("ul", { class: "items", id: "memories" }, items)
        : h("p", { class: "muted" }, "No memory in this store."));
  }

  async function showMemory(store, id) {
    const ticket = generation;
    let memory;
    try {
      memory = await api("/v1/memories/" + store + "/" + encodeURIComponent(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setView(ticket, h("h2", {}, "Memory"), h("p", { id: "gone" },
          "No memory " + store + "/" + id + " (forgotten, or cleaned after it expired)."),
        h("a", { href: "#memories/" + store }, "Back to the memories"));
        return;
      }
      throw error;
    }
    const clock = await api("/v1/clock");
    const now = Date.parse(clock.now);
    const rows = [["id", memory.id], ["store", memory.store],
      ["kind", memory.kind || memory.type], ["status", memory.status],
      ["revision", String(memory.revision)], ["reinforced", String(memory.reinforcement_count)],
      ["created", localStamp(memory.created_at) + " UTC"],
      ["updated", localStamp(memory.updated_at) + " UTC"]];
    if (memory.expires_at) rows.push(["expires", localStamp(memory.expires_at) + " UTC"]);
    if (memory.subject) rows.push(["subject", memory.subject]);
    if (memory.entities && memory.entities.length) rows.push(["entities",
      memory.entities.join(", ")]);
    if (memory.app_package) rows.push(["app", memory.app_package]);
    if (memory.goal) rows.push(["goal", memory.goal]);
    const source = memory.source || { context_ids: [], app_ids: [], scenario: "episode" };
    const behind = h("ul", { class: "items", id: "behind" });
    for (const contextId of (source.context_ids || []).slice(0, 30)) {
      const li = h("li", { "data-context-id": contextId },
        h("a", { href: "#notification/" + contextId }, "#" + contextId));
      behind.append(li);
      api("/v1/notifications/" + contextId + "/explain").then((trail) => {
        const d = trail.decision;
        const filter = d && (d.filter || (trail.shown_as && trail.shown_as.filter));
        const verdict = filter ? filter.split(":")[0] : trail.state;
        const kept = trail.state === "decided" && verdict === "keep";
        const [button, holder] = kept ? textButton(contextId) : [null, null];
        li.append(h("span", { class: "meta" }, d ? h("span", { class: "app" }, d.app_id) : null,
          badge(verdict, filter ? filter.split(":")[1] : null), d ? d.action : trail.state,
          kept ? button : h("span", { class: "muted" }, "text withheld")), holder);
      }).catch(() => li.append(h("span", { class: "muted" }, " (no decision)")));
    }
    const forget = h("button", { type: "button", class: "danger", id: "forget",
      onclick: async () => {
        if (!forget.classList.contains("armed")) {
          forget.classList.add("armed");
          forget.textContent = "Click again to forget it for good";
          return;
        }
        forget.disabled = true;
        const result = await api("/v1/memories/" + store + "/" + encodeURIComponent(id),
          { method: "DELETE" });
        const done = result.forgotten.map((f) => f.store + "/" + f.memory_id + " r" + f.revision);
        setView(ticket, h("h2", {}, "Forgotten"), h("p", { id: "forgotten" },
          "Forgotten: " + done.join(", ") + ". It will not be made again from the same "
          + "notifications."), h("a", { href: "#memories/" + store }, "Back to the memories"));
      } }, "Forget");
    setView(ticket,
      h("h2", {}, "Memory"),
      h("p", { class: "content", id: "memory-content" }, memory.content),
      memory.store === "device" ? null : h("div", { class: "bar" }, expiryBar(memory, now)),
      h("dl", {}, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])),
      memory.store === "device"
        ? [h("h2", {}, "Episodes behind it"), h("ul", { class: "items" },
          (memory.evidence || []).map((e) => h("li", {}, h("span", {}, ""),
            h("span", {}, e.episode_id + " (steps " + e.steps.join(", ") + ")")))),
        (memory.history || []).length ? [h("h2", {}, "Revisions"), h("ul", { class: "items" },
          memory.history.map((r) => h("li", {}, h("span", { class: "muted" }, "r" + r.revision),
            h("span", { class: "content" }, r.content),
            h("span", { class: "meta muted" }, "replaced " + localStamp(r.replaced_at)
              + " UTC, confidence " + Number(r.confidence).toFixed(2)))))] : null]
        : [h("h2", {}, "Notifications behind it"), behind],
      h("div", { class: "bar" }, forget,
        h("span", { class: "muted" }, "Gone from its store and from recall at once.")));
  }

  // ------------------------------------------------------------------ health

  async function showHealth() {
    const ticket = generation;
    const status = await api("/v1/status");
    const ctx = status.context;
    const worker = status.worker;
    const model = status.model;
    const cursor = ctx.source_cursor;
    const why = (p) => {
      if (p.state === "backing_off") {
        return "backing off " + duration(p.backoff_remaining_s) + " after "
          + (p.last_error_kind || "a failure");
      }
      if (worker.foreground_depth > 0) return "yielding to foreground work";
      if (p.pending) return "waits for the idle window (" + duration(worker.idle_in_s) + ")";
      return "nothing pending";
    };
    const level = status.storage.level || "not checked yet";
    setView(ticket,
      h("h2", {}, "Intake"),
      h("dl", { id: "intake" },
        h("dt", {}, "source cursor"), h("dd", {}, cursor ? cursor.generation + " : "
          + cursor.event_id : "—"),
        h("dt", {}, "memory cursor"), h("dd", {}, "#" + ctx.memory_cursor),
        h("dt", {}, "next context id"), h("dd", {}, "#" + ctx.next_context_id),
        h("dt", {}, "pending"), h("dd", { id: "pending" }, String(ctx.pending)),
        h("dt", {}, "writes"), h("dd", { class: ctx.writes_enabled ? "ok" : "warn" },
          ctx.writes_enabled ? "enabled" : "off (storage low)"),
        h("dt", {}, "shards"), h("dd", {}, ctx.shards.length ? ctx.shards.length + " ("
          + ctx.shards[0] + " … " + ctx.shards[ctx.shards.length - 1] + ")" : "none")),
      h("h2", {}, "Worker"),
      h("dl", {},
        h("dt", {}, "state"), h("dd", { id: "worker-state" }, worker.state),
        h("dt", {}, "foreground"), h("dd", {}, worker.foreground_depth
          ? worker.foreground_depth + " task(s), " + status.foreground_leases + " API lease(s)"
          : "none"),
        h("dt", {}, "idle windows"), h("dd", {}, String(worker.windows))),
      h("ul", { class: "items", id: "processors" }, worker.processors.map((p) => h("li", {},
        h("span", { class: "app" }, p.name),
        h("span", {}, p.state + " — " + why(p)),
        h("span", { class: "meta muted" }, p.batches + " batches, " + p.processed
          + " processed, " + p.failures + " failures" + (p.cancelled ? ", " + p.cancelled
          + " cancelled" : ""))))),
      h("h2", {}, "Storage"),
      h("dl", {}, h("dt", {}, "level"), h("dd", { id: "storage-level", class:
        level === "normal" ? "ok" : "warn" }, level),
      h("dt", {}, "free"), h("dd", {}, bytes(status.storage.free_bytes))),
      h("h2", {}, "Gaps"),
      ctx.gaps.length ? h("div", { class: "scroll" }, h("table", { id: "gaps" },
        h("tr", {}, ["kind", "range", "count", "recorded"].map((c) => h("th", {}, c))),
        ctx.gaps.map((g) => h("tr", {}, h("td", {}, g.kind),
          h("td", {}, g.first_context_id ? "#" + g.first_context_id + "–#" + g.last_context_id
            : g.first_event_id ? "events " + g.first_event_id + "–" + g.last_event_id : "—"),
          h("td", {}, String(g.count || 1)), h("td", {}, localStamp(g.recorded_at))))))
        : h("p", { class: "muted", id: "gaps" }, "No gap: nothing was lost."),
      h("h2", {}, "Model"),
      h("dl", {}, h("dt", {}, "provider"), h("dd", { id: "provider" }, model.provider
        + (model.model ? " (" + model.model + ")" : "")),
      h("dt", {}, "text"), h("dd", { id: "on-device", class: model.on_device ? "ok" : "warn" },
        model.on_device ? "stays on this device" : "leaves the device: " + model.destination),
      h("dt", {}, "privacy"), h("dd", {}, model.statement)));
  }

  // ------------------------------------------------------------------ activity

  async function showActivity() {
    const ticket = generation;
    const data = await api("/v1/timeline/hourly?hours=168");
    const width = 400, height = 190, left = 22, bottom = 22, top = 8;
    const barW = (width - left) / data.hours;
    const totals = data.counts.map((c) => Object.values(c).reduce((a, b) => a + b, 0));
    const peak = Math.max(1, ...totals);
    const scale = (height - bottom - top) / peak;
    const chart = svg("svg", { class: "chart", viewBox: "0 0 " + width + " " + height,
      role: "img", "aria-label": "Notifications per hour by verdict, last 7 days" });
    chart.append(svg("line", { x1: left, x2: width, y1: height - bottom, y2: height - bottom,
      class: "axis" }));
    chart.append(svg("text", { x: left - 4, y: top + 10, "text-anchor": "end", class: "tick" },
      String(peak)));
    const start = Date.parse(data.start);
    const offset = data.utc_offset_s * 1000;
    const sums = {};
    data.counts.forEach((counts, i) => {
      let y = height - bottom;
      for (const verdict of VERDICTS) {
        const n = counts[verdict] || 0;
        if (!n) continue;
        sums[verdict] = (sums[verdict] || 0) + n;
        const h_ = n * scale;
        y -= h_;
        chart.append(svg("rect", { x: (left + i * barW).toFixed(2), y: y.toFixed(2),
          width: Math.max(1, barW - 0.6).toFixed(2), height: h_.toFixed(2),
          class: "f-" + verdict }, svg("title", {}, n + " " + verdict)));
      }
      const local = new Date(start + i * 3600000 + offset);
      if (local.getUTCHours() === 0) {
        const x = left + i * barW;
        chart.append(svg("line", { x1: x, x2: x, y1: top, y2: height - bottom + 4,
          class: "day" }));
        chart.append(svg("text", { x: x + 2, y: height - 8, class: "tick" },
          local.toISOString().slice(5, 10)));
      }
    });
    const legend = h("div", { class: "legend", id: "legend" }, VERDICTS.filter((v) => sums[v])
      .map((v) => h("span", {}, h("i", { class: "v-" + v }), v + " " + sums[v])));
    setView(ticket,
      h("h2", {}, "Notifications per hour, last 7 days"),
      h("p", { class: "muted" }, "Device local days (UTC" + (data.utc_offset_s >= 0 ? "+" : "−")
        + duration(Math.abs(data.utc_offset_s) || 60).replace(" 0 min", "") + "), up to "
        + localStamp(new Date(start + data.hours * 3600000 + offset).toISOString()) + "."),
      chart, legend);
  }

  // ------------------------------------------------------------------ routing

  async function render(work) {
    const ticket = generation;
    try {
      login.hidden = true;
      await work;
    } catch (error) {
      if (error instanceof AuthNeeded) {
        sessionStorage.removeItem(TOKEN_KEY);
        setView(ticket);
        login.hidden = false;
        logout.hidden = true;
        document.getElementById("token").focus();
        return;
      }
      setView(ticket, h("p", { class: "error" }, error.message || String(error)));
    }
  }

  function route() {
    generation += 1;
    const parts = (location.hash.replace(/^#/, "") || "timeline").split("/");
    const name = parts[0];
    for (const link of document.querySelectorAll("#nav a")) {
      const active = link.dataset.view === name
        || (name === "memory" && link.dataset.view === "memories")
        || (name === "notification" && link.dataset.view === "timeline");
      link.classList.toggle("active", active);
    }
    logout.hidden = !sessionStorage.getItem(TOKEN_KEY);
    if (name === "memories") return render(showMemories(parts[1], false));
    if (name === "memory") return render(showMemory(parts[1], decodeURIComponent(parts[2] || "")));
    if (name === "notification") return render(showNotification(Number(parts[1])));
    if (name === "health") return render(showHealth());
    if (name === "activity") return render(showActivity());
    return render(showTimeline(parts[1]));
  }

  login.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = document.getElementById("token");
    const token = input.value.trim();
    input.value = "";
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    route();
  });
  logout.addEventListener("click", () => {
    sessionStorage.removeItem(TOKEN_KEY);
    route();
  });
  window.addEventListener("hashchange", route);
  route();
})();

#!/usr/bin/env python3
"""Tests/web/element_in_chromium.py [--wasm-dir DIR] — <libsheet-sheet>
(bindings/web/element) in headless Chromium, on its test page
(bindings/web/element/tests/element.html) served under the strict Content-Security-Policy
(scripts/serve-web.py's /csp/: no inline script or style, no eval), driven by real
touches (the DevTools protocol) and keys (WebDriver). It reads the events the page
recorded and the elements as drawn, and checks:

  - properties set before the element was defined are taken over (an element opened and
    labelled that way presents);
  - a drag settles on the nearest detent and a fling moves on to the next, with
    sheet-drag-begin, sheet-drag-end (drag, fling) and sheet-detent-change; the `detent`
    property follows the user, and setting it (or moveTo) moves the sheet; the grabber's
    keys (Enter, Space, arrows, Home) move it; sheet-position follows a drag and ends
    where the sheet is drawn, and none is sent at rest;
  - attributes changed on an open sheet apply at once: new detents move it to its
    detent's new height (or, past the new last, to the new highest, announced), and its
    grabber's value follows; undimmed-detent clears the backdrop and gives the page back;
    dismissible="false" keeps it from a drag away;
  - dismissal by a drag, a flick, a tap on the backdrop and Escape (back), each with its reason
    on sheet-will-dismiss and sheet-did-dismiss after a sheet-request-close with that
    source; for a drag away, a backdrop tap, Escape and the close button, a request
    refused at once and one answered through detail.waitUntil(promise): while it is
    pending the sheet rests at its detent and is never drawn leaving, another request is
    the same question, the promise's yes dismisses it and its false keeps it; close()
    while the page is asked dismisses it; close(reason) and show() resolve their
    promises; show() from a sheet-position listener during a dismissal presents the sheet
    again, reported in full;
  - focus moves into the sheet, Tab and Shift+Tab stay inside it, and it comes back to
    the button that opened it;
  - a sheet opened from a sheet recedes the lower one, whose content becomes inert;
    Escape closes the top one only; stack=switch takes a sheet's place and gives it back,
    stack=replace dismisses it (reason replaced);
  - below its undimmed detent the page under a sheet takes clicks; above it, it does not;
    Escape in the page a non-modal sheet leaves usable is the page's;
  - one touch scrolls a list and then moves its sheet; with content-interaction="scrolls"
    a drag on the list at the peek scrolls it and the grabber band moves the sheet;
  - Escape is a close request (a CloseWatcher's; a script's keydown is none) that asks
    sheet-request-close with source back and, answered yes, dismisses with reason back;
    back-behavior=collapse moves one detent down first, none leaves Escape to the page;
  - a focused field of a form sheet is brought above its footer, and stays above the
    footer and the keyboard in every frame of a keyboard coming up over 15 frames (the
    visual viewport shrunk by a page scale, the layout viewport as it was), the footer
    on the keyboard; the focus gone, the content comes back; keyboard=extend;
  - the footer slot sits on the sheet's visible bottom at each detent and at every step
    of a drag, going down with the sheet once less than it shows;
  - scale-background recedes the page's #app (26 px narrower, 14 below the safe area, 8 px
    corners), drawn in step with the sheet at every step of a drag, and gives it back
    when the sheet is dismissed;
  - bad attributes give one error event each, naming the attribute, and the sheet works
    with its defaults; a transition naming an animator registered later works from then;
    a libsheet.wasm URL configured right after the import is the one fetched, and its
    failure is an error event on every element and one line on the console;
  - removing an element destroys its sheets, gives the page back and stops the loop;
  - a hundred elements on a page share one animation-frame loop (counted);
  - nothing but those errors reaches the console: no CSP violation;
  - on the edges page (bindings/web/element/tests/edges.html), at a phone's size and at
    1280 x 800, sheets on every side drawn at the engine's frame.rect with their free
    corners round: a bottom sheet (a 640-point column beside which is the backdrop), a top
    sheet whose content begins at the top, flung away upward, an end drawer dragged along
    x and drawn with the finger, its list scrolled by a vertical drag, mirrored at once by
    dir=rtl set on the page while it is open, dismissed toward its edge, a floating card whose sides and margin are the backdrop, dir=rtl putting a
    start drawer on the right with its grabber at its free edge and the left arrow opening
    it; and a resize from the phone to 1280 x 800 and back with wide=floating-start open:
    a card at the start side, then a bottom sheet again, at the same detent, no event.

Exits 77 (skipped) when Chromium, chromedriver or Selenium are missing, 1 on a failure."""

import sys
import time

from chromium import argument_parser, check, near, run, served


def main(session):
    driver, page = session.driver, session.page
    base = session.url

    def events(types=None, sheet=None):
        return [(e["type"], e["id"], e["detail"]) for e in page.js("return window.log")
                if (types is None or e["type"] in types) and (sheet is None or e["id"] == sheet)]

    def clear():
        page.js("window.log = []; window.positions = []")

    def drag(x, y0, y1, steps=10, pause=0.0, step_time=0.016):
        page.touch("touchStart", x, y0)
        for i in range(1, steps + 1):
            page.touch("touchMove", x, y0 + (y1 - y0) * i / steps)
            time.sleep(step_time)
        time.sleep(pause)
        page.touch("touchEnd")

    def sheet(css):
        return page.sheet(css)

    driver.get(base + "csp/bindings/web/element/tests/element.html")
    check(page.wait_for("document.documentElement.dataset.ready") == "true", "the test page loads under the strict CSP")
    check(page.js("return crossOriginIsolated") is True, "cross-origin isolated")

    # ---- upgrade: properties set before the definition ----
    page.rest()
    s = sheet("#early")
    label = page.js("return document.querySelector('#early').shadowRoot.querySelector('[part~=\"sheet\"]').getAttribute('aria-label')")
    check(s["state"] == "resting" and near(s["top"], 844 - 150, 1e-6) and label == "Set before definition",
          f"open, detents and label set before the definition are taken ({s['state']}, {s['top']}, {label!r})")
    page.js("document.querySelector('#early').close()")
    page.rest()
    check(sheet("#early")["state"] == "hidden", "and close() dismisses it")

    # ---- bad input ----
    errors = events(["error"])
    errors = [e for e in errors if e[1] == "bad"]
    check(sorted((e[2]["attribute"], e[2]["value"]) for e in errors) == [("detents", "200 tall"), ("transition", "wobble 1")],
          f"one error event per bad attribute, naming it ({[(e[2]['attribute'], e[2]['value']) for e in errors]})")
    page.js("document.querySelector('#bad').show()")
    page.rest()
    s = sheet("#bad")
    check(s["state"] == "resting" and s["top"] < 844, f"the bad sheet works on its defaults, fitted to its content (top {s['top']})")
    page.js("document.querySelector('#bad').setAttribute('detents', '200 tall')")
    check(len(events(["error"], "bad")) == 2, "the same bad value is not reported twice")
    page.js("document.querySelector('#bad').close()")
    page.rest()
    late = [e[2]["attribute"] for e in events(["error"], "late")]
    page.js("registerLinear(); document.querySelector('#late').show()")
    page.rest()
    s = sheet("#late")
    check(late == ["transition"] and s["state"] == "resting" and near(s["top"], 594, 1e-6) and len(events(["error"], "late")) == 1,
          f"a transition naming an animator not yet registered is an error ({late}) until registerAnimator, then it presents (top {s['top']})")
    page.js("document.querySelector('#late').close()")
    page.rest()

    # ---- present by a tap on a button; drags and flings between detents ----
    clear()
    page.tap_element("#opener")
    check(page.rest(), "the basic sheet comes to rest")
    s = sheet("#basic")
    check(near(s["top"], 544, 1e-6) and s["detent"] == 0 and s["open"], f"at its 300-point detent, open (top {s['top']})")
    check([e[0] for e in events(sheet="basic")] == ["sheet-will-present", "sheet-did-present"], f"will- and did-present {events(sheet='basic')}")
    check(page.focus_in("#basic", "grabber"), "focus moved to its grabber")
    clear()
    drag(195, 600, 250, steps=12, pause=0.15)
    page.rest()
    s = sheet("#basic")
    check(s["detent"] == 1 and near(s["top"], 144, 1e-6) and s["detentProperty"] == 1,
          f"a slow drag up settles at the 700-point detent, and `detent` says 1 ({s['detent']}, {s['top']}, {s['detentProperty']})")
    check(events(["sheet-drag-begin", "sheet-drag-end", "sheet-detent-change"]) == [
        ("sheet-drag-begin", "basic", {"detent": 0}), ("sheet-drag-end", "basic", {"detent": 1, "reason": "drag"}),
        ("sheet-detent-change", "basic", {"detent": 1, "from": 0})], f"drag events {events(['sheet-drag-begin', 'sheet-drag-end', 'sheet-detent-change'])}")
    check(page.js("return document.querySelector('#basic').getAttribute('detent')") == "1", "and the attribute is reflected")
    moves = page.js("return window.positions")
    tops = [m["top"] for m in moves]
    last = moves[-1] if moves else {}
    check(len(moves) > 5 and len(set(tops)) > 5 and all(m["id"] == "basic" for m in moves) and all(144 - 1 <= t <= 600 for t in tops)
          and near(last["top"], s["renderedTop"], 1e-3) and near(last["visibleHeight"], 844 - last["top"], 1e-6)
          and near(last["progress"], s["progress"], 1e-9) and last["detent"] == 1 and last["state"] == "resting",
          f"sheet-position follows the drag and ends where the sheet is drawn ({len(moves)} events, last {last})")
    clear()
    page.after_frames(3)
    check(page.js("return window.positions") == [], "at rest, no sheet-position")
    clear()
    drag(195, 200, 330, steps=4, step_time=0.008)
    page.rest()
    s = sheet("#basic")
    check(s["detent"] == 0 and near(s["top"], 544, 1e-6), f"a short fling down goes on to the lower detent (top {s['top']})")
    check(("sheet-drag-end", "basic", {"detent": 0, "reason": "fling"}) in events(), f"sheet-drag-end says fling {events(['sheet-drag-end'])}")
    clear()
    page.js("document.querySelector('#basic').detent = 1")
    page.rest()
    check(near(sheet("#basic")["top"], 144, 1e-6) and events(["sheet-detent-change"]) == [("sheet-detent-change", "basic", {"detent": 1, "from": 0})],
          "setting `detent` moves the sheet there")
    page.js("document.querySelector('#basic').moveTo(0)")
    page.rest()
    check(near(sheet("#basic")["top"], 544, 1e-6), "and moveTo(0) back")

    # ---- every attribute applies to the open sheet at once ----
    clear()
    page.js("document.querySelector('#basic').detents = '400 700'")
    page.rest()
    s = sheet("#basic")
    check(s["state"] == "resting" and s["detent"] == 0 and near(s["top"], 444, 1e-6) and near(s["renderedTop"], 444)
          and not events(["sheet-detent-change", "sheet-will-present", "sheet-will-dismiss"]),
          f"new detents move the open sheet to its detent's new height, drawn there ({s['top']}, {events()})")
    page.js("document.querySelector('#basic').detent = 1")
    page.rest()
    clear()
    page.js("document.querySelector('#basic').detents = '250'")
    page.rest()
    s = sheet("#basic")
    check(s["detent"] == 0 and near(s["top"], 594, 1e-6) and s["detentProperty"] == 0 and s["value"] == "detent 1 of 1"
          and events(["sheet-detent-change"]) == [("sheet-detent-change", "basic", {"detent": 0, "from": 1})],
          f"one detent where it was at the second: it goes to the new highest, told ({s['top']}, {events()})")
    check(page.focus_in("#basic", "sheet"), "its grabber gone with the second detent, focus is on the sheet")
    page.js("document.querySelector('#basic').undimmedDetent = 0")
    page.rest()
    s = sheet("#basic")
    check(s["modal"] == "false" and page.js("return !document.getElementById('under').inert"),
          f"undimmed-detent on the open sheet clears its backdrop and gives the page back (modal {s['modal']})")
    page.js("document.querySelector('#basic').undimmedDetent = null")
    page.rest()
    check(sheet("#basic")["modal"] == "true" and page.js("return document.getElementById('under').inert"),
          "and taken off, it dims and holds the page again")
    clear()
    page.js("document.querySelector('#basic').dismissible = false")
    drag(195, 610, 835, steps=12, pause=0.15)
    page.rest()
    s = sheet("#basic")
    check(s["state"] == "resting" and near(s["top"], 594, 1e-6) and not events(["sheet-request-close", "sheet-will-dismiss"]),
          f"dismissible=false on the open sheet: a drag away brings it back, nothing asked ({s['state']}, {s['top']})")
    page.js("const basic = document.querySelector('#basic'); basic.dismissible = true; basic.detents = '300 700'")
    page.rest()
    check(near(sheet("#basic")["top"], 544, 1e-6) and sheet("#basic")["value"] == "detent 1 of 2",
          "back to its two detents, at the first")
    page.js("document.querySelector('#basic').shadowRoot.querySelector('[part~=\"grabber\"]').focus()")
    detents = []
    for key in ("ENTER", "ENTER", "ARROW_UP", "HOME", "SPACE", "ARROW_DOWN"):
        page.key(key if key != "SPACE" else " ")
        page.rest()
        detents.append(sheet("#basic")["detent"])
    check(page.focus_in("#basic", "grabber") and detents == [1, 0, 1, 0, 1, 0],
          f"on the grabber, Enter cycles, the arrows expand and collapse, Home lowers, Space cycles: {detents}")

    # ---- focus: trapped, restored ----
    tabs = []
    for _ in range(6):
        page.key("TAB")
        tabs.append(page.js("""const el = document.querySelector('#basic'); const a = document.activeElement;
            return a === el ? el.shadowRoot.activeElement?.getAttribute('part') : a.id || a.localName;"""))
    check(tabs == ["basic-input", "basic-button", "open-nested", "close-button", "grabber", "basic-input"],
          f"Tab goes round the sheet: {tabs}")
    page.key("TAB", shift=True)
    page.key("TAB", shift=True)
    back = page.js("const el = document.querySelector('#basic'); return document.activeElement === el ? el.shadowRoot.activeElement.getAttribute('part') : document.activeElement.id")
    check(back == "close-button", f"Shift+Tab from the grabber goes to the last ({back})")
    check(page.js("return document.getElementById('under').inert && document.getElementById('opener').inert && !document.getElementById('basic').inert"),
          "the page around the dimming sheet is inert, the sheet is not")

    # ---- a sheet from a sheet ----
    clear()
    page.tap_element("#open-nested")
    check(page.rest(), "the nested sheet comes to rest")
    s, lower = sheet("#nested"), sheet("#basic")
    check(s["state"] == "resting" and near(s["top"], 422, 1e-6) and 0.8 < lower["scale"] < 1,
          f"pushed over the basic sheet, which recedes (top {s['top']}, scale {lower['scale']:.3f})")
    check(page.js("return document.getElementById('basic-input').inert && !document.getElementById('nested-button').closest('[inert]')"),
          "the basic sheet's content is inert, the nested sheet's is not")
    check(page.focus_in("#nested", "grabber") or page.focus_in("#nested"), "focus moved into the nested sheet")
    page.key("ESCAPE")
    page.rest()
    check(sheet("#nested")["state"] == "hidden" and sheet("#basic")["state"] == "resting" and sheet("#basic")["scale"] == 1,
          "Escape dismisses the nested sheet only")
    check(page.js("return !document.getElementById('basic-input').inert && document.getElementById('under').inert"),
          "the basic sheet's content is usable again, the page still inert")
    check(page.focus_in("#basic"), "focus is back in the basic sheet")

    # ---- dismissals: asked before anything moves, with their reasons ----
    def dismissal(sheet_id):
        return [(t, d) for (t, i, d) in events(["sheet-request-close", "sheet-will-dismiss", "sheet-did-dismiss"]) if i == sheet_id]

    def leaving(sheet_id):
        """The frames drawn since the last clear() in which the sheet was leaving."""
        return [p["state"] for p in page.js("return window.positions") if p["id"] == sheet_id and p["state"] in ("dismissing", "hidden")]

    clear()
    drag(195, 560, 830, steps=12, pause=0.15)
    page.rest()
    check(sheet("#basic")["state"] == "hidden" and not sheet("#basic")["open"], "a slow drag down dismisses, `open` goes")
    check(dismissal("basic") == [("sheet-request-close", {"source": "drag"}), ("sheet-will-dismiss", {"reason": "drag"}),
                                 ("sheet-did-dismiss", {"reason": "drag"})], f"reason drag {dismissal('basic')}")
    check(("sheet-drag-end", "basic", {"detent": 0, "reason": "drag"}) in events(),
          f"sheet-drag-end says the lowest detent, where the sheet went while it was asked {events(['sheet-drag-end'])}")
    check(page.js("return document.activeElement.id") == "opener", "focus went back to the button that opened it")
    check(page.js("return document.querySelectorAll('[inert]').length") == 0, "nothing is inert any more")

    for name, act, reason in [
        ("a flick", lambda: drag(195, 560, 640, steps=3, step_time=0.008), "fling"),
        ("a tap on the backdrop", lambda: page.tap(195, 300), "backdrop"),
        ("Escape", lambda: page.key("ESCAPE"), "back"),
    ]:
        clear()
        shown = page.js("return document.querySelector('#basic').show().then((done) => window.shown = done)")
        page.rest()
        check(page.js("return window.shown") is True, f"show() resolved true ({shown})")
        act()
        page.rest()
        check(sheet("#basic")["state"] == "hidden" and dismissal("basic") == [
            ("sheet-request-close", {"source": reason}), ("sheet-will-dismiss", {"reason": reason}),
            ("sheet-did-dismiss", {"reason": reason})], f"{name} dismisses, reason {reason}: {dismissal('basic')}")

    def close_button():
        page.js("document.querySelector('#basic').shadowRoot.querySelector('[part~=\"close-button\"]').focus()")
        page.key("ENTER")

    for name, act, source in [
        ("a drag away", lambda: drag(195, 560, 830, steps=12, pause=0.15), "drag"),
        ("a tap on the backdrop", lambda: page.tap(195, 300), "backdrop"),
        ("Escape", lambda: page.key("ESCAPE"), "back"),
        ("the close button", close_button, "close-button"),
    ]:
        page.js("document.querySelector('#basic').show()")
        page.rest()
        clear()
        page.js("window.answerNext = 'no'")
        act()
        page.rest()
        s = sheet("#basic")
        check(s["state"] == "resting" and near(s["top"], 544, 1e-6) and s["open"] and not leaving("basic")
              and dismissal("basic") == [("sheet-request-close", {"source": source})],
              f"{name} refused at once: asked ({source}), never leaving, at rest at its detent ({s['state']}, {s['top']}, {dismissal('basic')})")
        clear()
        page.js("window.answerNext = 'later'")
        act()
        page.rest()
        page.after_frames(10)
        s = sheet("#basic")
        check(s["state"] == "resting" and near(s["top"], 544, 1e-6) and s["open"] and not leaving("basic")
              and dismissal("basic") == [("sheet-request-close", {"source": source})],
              f"{name} answered through a promise: while it is pending the sheet rests at its detent, not leaving ({s['state']}, {s['top']})")
        if source != "drag":
            act()
            page.rest()
            check(dismissal("basic") == [("sheet-request-close", {"source": source})] and sheet("#basic")["state"] == "resting",
                  f"{name} again while the answer is pending: the same question, nothing more")
        page.js("window.answer(true)")
        page.rest()
        check(sheet("#basic")["state"] == "hidden" and not sheet("#basic")["open"] and dismissal("basic") == [
            ("sheet-request-close", {"source": source}), ("sheet-will-dismiss", {"reason": source}),
            ("sheet-did-dismiss", {"reason": source})], f"and the promise's yes dismisses it, reason {source}: {dismissal('basic')}")

    page.js("document.querySelector('#basic').show()")
    page.rest()
    clear()
    page.js("window.answerNext = 'later'")
    page.key("ESCAPE")
    page.rest()
    page.js("window.answer(false)")
    page.after_frames(3)
    page.rest()
    check(sheet("#basic")["state"] == "resting" and not leaving("basic") and dismissal("basic") == [("sheet-request-close", {"source": "back"})],
          "a promise that resolves to false keeps the sheet open")
    clear()
    page.js("window.answerNext = 'later'")
    page.key("ESCAPE")
    page.rest()
    check(dismissal("basic") == [("sheet-request-close", {"source": "back"})], "and the next Escape asks again")
    page.js("document.querySelector('#basic').close('code-first')")
    page.rest()
    page.js("window.answer(true)")
    page.after_frames(3)
    check(sheet("#basic")["state"] == "hidden" and dismissal("basic") == [("sheet-request-close", {"source": "back"}),
          ("sheet-will-dismiss", {"reason": "code-first"}), ("sheet-did-dismiss", {"reason": "code-first"})],
          f"close() while the page is asked dismisses it; the late yes does nothing more {dismissal('basic')}")
    page.js("document.querySelector('#basic').show()")
    page.rest()
    clear()
    page.js("document.querySelector('#basic').close('done').then((done) => window.dismissedResult = done)")
    page.rest()
    check(page.js("return window.dismissedResult") is True
          and dismissal("basic") == [("sheet-will-dismiss", {"reason": "done"}), ("sheet-did-dismiss", {"reason": "done"})],
          f"close('done') dismisses with that reason and resolves true {dismissal('basic')}")

    # A sheet-position listener that shows the sheet again while it is dismissed: the
    # presentation is reported in full, and the position goes on being sent.
    page.js("document.querySelector('#basic').show()")
    page.rest()
    page.js("""const basic = document.querySelector('#basic');
      window.positionsAfter = [];
      basic.addEventListener('sheet-position', function reopen(event) {
        if (window.positionsAfter.length) window.positionsAfter.push(event.detail.state);
        else if (event.detail.state === 'dismissing') { window.positionsAfter.push('shown'); basic.show(); }
      });""")
    clear()
    page.js("document.querySelector('#basic').close()")
    page.rest()
    s = sheet("#basic")
    after = page.js("return window.positionsAfter")
    check([t for (t, _) in dismissal("basic")] == ["sheet-will-dismiss"]
          and [e[0] for e in events(["sheet-will-present", "sheet-did-present"], "basic")] == ["sheet-will-present", "sheet-did-present"]
          and s["open"] and s["state"] == "resting" and near(s["top"], 544, 1e-6)
          and after[0] == "shown" and "presenting" in after and after[-1] == "resting",
          f"show() from a sheet-position listener mid-dismissal presents it again, reported in full {events()} {after}")
    page.js("document.querySelector('#basic').close()")
    page.rest()

    # ---- a detent past the last ----
    clear()
    page.js("document.querySelector('#basic').show(5)")
    page.rest()
    s = sheet("#basic")
    check(events(["error"]) == [("error", "basic", {"attribute": "detent", "value": "5", "message": events(["error"])[0][2]["message"]})]
          and s["state"] == "resting" and s["detent"] == 0 and s["detentProperty"] == 0,
          f"show(5) with two detents is an error naming `detent`, and the sheet comes up at the lowest {events(['error'])}")
    page.js("document.querySelector('#basic').close()")
    page.rest()

    # ---- a sheet switched in, and one that replaces ----
    page.js("document.querySelector('#basic').show()")
    page.rest()
    clear()
    page.js("document.querySelector('#switcher').show()")
    page.rest()
    check(sheet("#basic")["state"] == "hidden" and sheet("#switcher")["state"] == "resting" and sheet("#basic")["open"],
          "a sheet presented with stack=switch takes the basic sheet's place; the basic one stays open")
    # Away, it is still presented: show() has nothing to do, and an attribute that shapes
    # it waits for its dismissal.
    page.js("const basic = document.querySelector('#basic'); basic.cornerRadius = 20; basic.show().then((up) => window.upAway = up)")
    page.after_frames(2)
    check(page.js("return window.upAway") is True, "show() on the sheet switched away resolves at once")
    page.js("document.querySelector('#switcher').close()")
    page.rest()
    check(sheet("#basic")["state"] == "resting" and near(sheet("#basic")["top"], 544, 1e-6)
          and not [e for e in events() if e[1] == "basic"], "dismissed, it brings the basic sheet back, which reports nothing")
    page.js("document.querySelector('#switcher').show()")
    page.rest()
    clear()
    page.js("document.querySelector('#basic').close()")
    page.after_frames(2)
    check(dismissal("basic") == [("sheet-will-dismiss", {"reason": "code"}), ("sheet-did-dismiss", {"reason": "code"})],
          f"close() on the sheet switched away dismisses it at once {dismissal('basic')}")
    page.js("document.querySelector('#switcher').close()")
    page.rest()
    check(sheet("#basic")["state"] == "hidden", "and it does not come back")
    page.js("document.querySelector('#basic').removeAttribute('corner-radius'); document.querySelector('#basic').show()")
    page.rest()
    clear()
    page.js("document.querySelector('#replacer').show()")
    page.rest()
    check(sheet("#basic")["state"] == "hidden" and not sheet("#basic")["open"] and dismissal("basic")
          == [("sheet-will-dismiss", {"reason": "replaced"}), ("sheet-did-dismiss", {"reason": "replaced"})],
          f"a sheet presented with stack=replace dismisses it, reason replaced {dismissal('basic')}")
    page.js("document.querySelector('#replacer').close()")
    page.rest()

    # ---- pass-through below the undimmed detent; scroll hand-off ----
    page.js("document.querySelector('#maps').show()")
    page.rest()
    s = sheet("#maps")
    check(near(s["top"], 644, 1e-6) and s["modal"] == "false", f"the maps sheet at its 200-point peek, not modal (top {s['top']})")
    page.tap_element("#under")
    check(page.js("return window.underClicks") == 1, "a tap above it reaches the page's button")
    page.js("document.querySelector('#maps').close()")
    page.rest()
    page.js("const late = document.querySelector('#late'); late.modal = false; late.show()")
    page.rest()
    page.js("document.getElementById('under').focus()")
    page.key("ESCAPE")
    page.rest()
    check(sheet("#late")["state"] == "resting", "Escape in the page a non-modal sheet leaves usable is the page's: the sheet stays")
    page.js("document.querySelector('#late').focus(); document.querySelector('#late').shadowRoot.querySelector('[part~=\"sheet\"]').focus()")
    page.key("ESCAPE")
    page.rest()
    check(sheet("#late")["state"] == "hidden", "with focus in it, Escape dismisses it")
    page.js("document.querySelector('#maps').show()")
    page.rest()
    page.js("document.querySelector('#maps').detent = 1")
    page.rest()
    s = sheet("#maps")
    check(s["detent"] == 1 and s["modal"] == "true", "at its full detent it dims and is modal")
    page.tap_element("#under")
    page.rest()
    check(page.js("return window.underClicks") == 1 and sheet("#maps")["detent"] == 0,
          "there a tap above it does not reach the page: it collapses the sheet")
    page.js("document.querySelector('#maps').detent = 1")
    page.rest()
    full_top = sheet("#maps")["top"]
    page.touch("touchStart", 195, 700)
    y = 700
    for _ in range(15):       # up: the list scrolls 300 points past the slop
        y -= 21
        page.touch("touchMove", 195, y)
    page.after_frames(2)
    up = sheet("#maps")
    for _ in range(35):       # down in the same touch: the list back to its top, then the sheet
        y += 20
        page.touch("touchMove", 195, y)
    page.after_frames(2)
    down = sheet("#maps")
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    check(near(up["top"], full_top, 1e-6) and up["contentOffset"] > 250,
          f"one touch: up, the list scrolls ({up['contentOffset']:.0f}) and the sheet stays")
    check(down["contentOffset"] == 0 and down["top"] > full_top + 300,
          f"then down, the list back at its top and the sheet follows (top {down['top']:.0f})")
    page.js("const maps = document.querySelector('#maps'); maps.detent = 0; maps.contentInteraction = 'scrolls'")
    page.rest()
    page.touch("touchStart", 195, 800)
    y = 800
    for _ in range(12):       # up from the list at the peek: with scrolls, the list takes it
        y -= 12
        page.touch("touchMove", 195, y)
    page.after_frames(2)
    up = sheet("#maps")
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    check(near(up["top"], 644, 1e-6) and up["contentOffset"] > 100 and sheet("#maps")["detent"] == 0,
          f"content-interaction=scrolls: at the peek a drag up on the list scrolls it ({up['contentOffset']:.0f}), the sheet stays (top {up['top']})")
    page.touch("touchStart", 195, 654)
    for y in range(640, 440, -25):   # from the grabber band: the sheet
        page.touch("touchMove", 195, y)
    page.after_frames(2)
    grabbed = sheet("#maps")
    page.touch("touchEnd")
    page.rest()
    check(grabbed["top"] < 644 - 150 and sheet("#maps")["contentOffset"] == up["contentOffset"],
          f"and from the grabber band the sheet moves (top {grabbed['top']:.0f}), the list stays where it was")
    page.js("document.querySelector('#maps').contentInteraction = null")
    page.js("document.querySelector('#maps').close()")
    page.rest()

    # ---- scale-background: the page's element recedes, in step with a drag ----
    def app():
        return page.js("""const a = document.getElementById('app'), r = a.getBoundingClientRect(), style = getComputedStyle(a);
            return { top: r.top, left: r.left, width: r.width, radius: style.borderTopLeftRadius,
                     origin: style.transformOrigin, transform: a.style.transform };""")

    check(app()["transform"] == "" and near(app()["width"], 390, 1e-6), "the page's #app as it is")
    safe_top = page.js("return parseFloat(getComputedStyle(document.querySelector('#receding').shadowRoot.querySelector('.probe')).paddingTop) || 0")
    gap = safe_top + 14
    clear()
    page.js("document.querySelector('#receding').show()")
    page.rest()
    a, s = app(), sheet("#receding")
    check(near(s["top"], 444, 1e-6) and near(a["top"], gap, 1e-3) and near(a["left"], 13, 1e-3) and near(a["width"], 364, 1e-3)
          and a["radius"] == "8px" and a["origin"] == "195px 0px",
          f"presented, #app recedes: 26 px narrower, its top 14 below the safe area ({safe_top}), 8 px corners ({a})")
    page.touch("touchStart", 195, 470)
    steps = []
    for dy in (20, 60, 120, 180, 240):
        page.touch("touchMove", 195, 470 + dy)
        page.after_frames(2)
        p, a = page.js("return document.querySelector('#receding').position"), app()
        f = min(1, p["visibleHeight"] / 400)
        steps.append((round(p["top"], 1), round(a["top"], 3), round(a["width"], 3)))
        if not (near(a["top"], f * gap, 1e-3) and near(a["width"], 390 - 26 * f, 1e-3) and near(float(a["radius"][:-2]), 8 * f, 1e-3)):
            check(False, f"#app drawn with the sheet at top {p['top']}: {a}, expected top {f * gap}, width {390 - 26 * f}")
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    check(len(steps) == 5 and len({t for (t, _, _) in steps}) == 5,
          f"a drag moves #app with the sheet, frame by frame (sheet top, #app top, width: {steps})")
    a = app()
    check(sheet("#receding")["state"] == "hidden" and a["transform"] == "" and near(a["top"], 0, 1e-6) and near(a["width"], 390, 1e-6)
          and dismissal("receding")[-1] == ("sheet-did-dismiss", {"reason": "drag"}),
          f"dragged away, it is dismissed and #app is itself again ({a})")

    # ---- an on-screen keyboard: a focused field of the sheet is never under it ----
    # Headless Chromium has no keyboard, and nothing that shrinks the visual viewport's
    # height alone (Emulation.setVisibleSize leaves it as it is; the device metrics'
    # height moves the layout viewport with it). A page scale of 844 / (844 - h) makes
    # the visual viewport 844 - h points tall over the unchanged layout viewport, as a
    # keyboard h points tall leaves it: what the element reads of a keyboard.
    def keyboard(height):
        driver.execute_cdp_cmd("Emulation.setPageScaleFactor", {"pageScaleFactor": 844 / (844 - height)})
        # The visual viewport's resize is handled in the next frame's rendering steps,
        # before its animation frame callbacks: two frames after it, the sheet is drawn.
        page.wait_for(f"Math.abs(visualViewport.height - {844 - height}) < 0.01")
        page.after_frames(2)

    def form(i):
        return page.js("""const f = document.getElementById('field-' + arguments[0]).getBoundingClientRect(),
              footer = document.getElementById('form-footer').getBoundingClientRect(), vv = visualViewport,
              flow = document.querySelector('#form').shadowRoot.querySelector('.flow');
            return { top: f.top, bottom: f.bottom, footerTop: footer.top, footerBottom: footer.bottom,
                     vvBottom: vv.offsetTop + vv.height, innerHeight, sheetTop: document.querySelector('#form').position.top,
                     shift: flow.style.translate };""", i)

    page.js("document.querySelector('#form').show()")
    page.rest()
    unfocused = form(11)
    check(near(unfocused["sheetTop"], 844 - 0.8 * 844, 1e-6) and near(unfocused["footerBottom"], 844) and unfocused["bottom"] > unfocused["footerTop"],
          f"the form at 80%, its footer on the bottom, its last field under the footer ({unfocused})")
    page.js("document.getElementById('field-11').focus()")
    page.rest()
    f = form(11)
    check(near(f["bottom"], f["footerTop"] - 16) and f["top"] > f["sheetTop"] and near(f["footerBottom"], 844),
          f"focused, the last field is brought 16 px above the footer ({f})")
    misses, rose = [], []
    for k in range(1, 16):
        keyboard(20 * k)
        f = form(11)
        rose.append(round(f["sheetTop"], 1))
        if not (f["bottom"] <= f["vvBottom"] + 0.5 and f["bottom"] <= f["footerTop"] - 16 + 1 and near(f["footerBottom"], f["vvBottom"], 1)
                and near(f["vvBottom"], 844 - 20 * k, 1) and near(f["innerHeight"], 844, 0)):
            misses.append(f"keyboard {20 * k}: {f}")
    check(not misses and len(set(rose)) > 3,
          f"a keyboard coming up over 15 frames: the field above it and above the footer, which sits on it, in each (sheet tops {rose}) {misses}")
    page.rest()
    f = form(11)
    check(near(f["sheetTop"], 0, 1e-6) and near(f["bottom"], 544 - 60 - 16, 1) and near(f["footerBottom"], 544, 1),
          f"at rest, the sheet risen to the top, the field 16 px above the footer on the keyboard ({f})")
    page.js("document.activeElement.blur()")
    page.rest()
    f = form(11)
    check(f["shift"] == "" and near(f["top"] - f["sheetTop"], unfocused["top"] - unfocused["sheetTop"], 0.5),
          f"the focus gone, the content is back where it was ({f})")
    page.js("const form = document.querySelector('#form'); form.detents = '30% 60%'; form.keyboard = 'extend'")
    page.rest()
    f = form(0)
    check(near(f["sheetTop"], 544 - 0.6 * 844, 1) and page.js("return document.querySelector('#form').detent") == 0,
          f"keyboard=extend: at its highest detent above the keyboard, still at detent 0 (top {f['sheetTop']})")
    keyboard(0)
    page.rest()
    f = form(0)
    check(near(f["sheetTop"], 844 - 0.3 * 844, 1) and near(f["vvBottom"], 844, 0.5) and near(f["footerBottom"], 844),
          f"the keyboard gone, back to its own detent, the footer on the bottom (top {f['sheetTop']})")
    page.js("document.querySelector('#form').close()")
    page.rest()

    # ---- the footer: on the sheet's visible bottom at each detent and under a finger ----
    def footer():
        return page.js("""const r = document.getElementById('footer-bar').getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, sheet: document.querySelector('#footed').position.top };""")

    page.js("document.querySelector('#footed').show()")
    page.rest()
    rests = []
    for detent in (0, 1):
        page.js("document.querySelector('#footed').detent = arguments[0]", detent)
        page.rest()
        rests.append(footer())
    check(near(rests[0]["sheet"], 544, 1e-6) and near(rests[1]["sheet"], 244, 1e-6)
          and all(near(r["top"], 784) and near(r["bottom"], 844) for r in rests),
          f"at each detent the footer sits on the bottom ({rests})")
    clear()
    page.touch("touchStart", 195, 260)
    misses, tops = [], []
    for step in range(1, 13):
        page.touch("touchMove", 195, 260 + 48 * step)
        page.after_frames(2)
        r = footer()
        tops.append(round(r["sheet"], 1))
        if not near(r["top"], max(r["sheet"], 784)):
            misses.append(r)
    page.touch("touchEnd")
    page.rest()
    check(not misses and max(tops) > 784 and min(tops) < 700,
          f"under a finger it stays on the bottom, and goes down with the sheet once less than it shows (sheet tops {tops}) {misses}")
    check(sheet("#footed")["state"] == "hidden", "dragged away, the footed sheet is dismissed")

    # ---- back: Escape is a close request, for the top sheet ----
    check(page.js("return typeof CloseWatcher") == "function", "Chromium has CloseWatcher: Escape comes to the sheets as a close request")
    page.js("document.querySelector('#basic').show()")
    page.rest()
    clear()
    page.js("document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))")
    page.after_frames(3)
    check(sheet("#basic")["state"] == "resting" and not events(["sheet-request-close"]),
          "a script's Escape keydown is no close request: the sheet stays")
    page.key("ESCAPE")
    page.rest()
    check(sheet("#basic")["state"] == "hidden" and dismissal("basic") == [("sheet-request-close", {"source": "back"}),
          ("sheet-will-dismiss", {"reason": "back"}), ("sheet-did-dismiss", {"reason": "back"})],
          f"Escape asks with source back and, answered yes, dismisses with reason back {dismissal('basic')}")
    page.js("document.querySelector('#backed').show(1)")
    page.rest()
    clear()
    page.key("ESCAPE")
    page.rest()
    s = sheet("#backed")
    check(s["state"] == "resting" and s["detent"] == 0 and near(s["top"], 544, 1e-6)
          and events(sheet="backed") == [("sheet-detent-change", "backed", {"detent": 0, "from": 1})],
          f"back-behavior=collapse: Escape moves one detent down, asking nothing ({s['top']}, {events()})")
    page.key("ESCAPE")
    page.rest()
    check(sheet("#backed")["state"] == "hidden" and dismissal("backed") == [("sheet-request-close", {"source": "back"}),
          ("sheet-will-dismiss", {"reason": "back"}), ("sheet-did-dismiss", {"reason": "back"})],
          f"and from the lowest, Escape asks and dismisses {dismissal('backed')}")
    page.js("""window.pageEscapes = 0;
        addEventListener('keydown', (e) => { if (e.key === 'Escape' && !e.defaultPrevented) window.pageEscapes++; });
        const backed = document.querySelector('#backed'); backed.backBehavior = 'none'; backed.show();""")
    page.rest()
    clear()
    page.key("ESCAPE")
    page.rest()
    check(sheet("#backed")["state"] == "resting" and not events(sheet="backed") and page.js("return window.pageEscapes") == 1,
          "back-behavior=none: Escape is the page's, the sheet stays")
    page.js("document.querySelector('#backed').close()")
    page.rest()

    # ---- removal ----
    page.js("document.querySelector('#basic').show().then(() => document.querySelector('#nested').show())")
    page.rest()
    before = page.js("return LibsheetSheet.loopStats.sheets")
    page.js("document.querySelector('#basic').remove()")
    page.after_frames(2)
    stats = page.js("return LibsheetSheet.loopStats")
    check(before - stats["sheets"] == 2 and not stats["running"] and page.js("return document.querySelectorAll('[inert]').length") == 0,
          f"removing an open sheet (and the one in it) destroys both sheets ({before} -> {stats['sheets']}), gives the page back, stops the loop")
    page.js("document.body.append(Object.assign(document.createElement('libsheet-sheet'), { id: 'again', open: true, textContent: 'Again' }))")
    page.rest()
    check(sheet("#again")["state"] == "resting", "an element made by script presents")

    logged = [e["message"] for e in session.console_errors()]
    expected = [m for m in logged if "200 tall" in m or "“wobble”" in m or "test.linear" in m or 'detent=\\"5\\"' in m]
    check(len(expected) == 4 and len(logged) == 4, f"the console has the four bad attributes and nothing else: {logged}")

    # ---- a libsheet.wasm that is not there ----
    driver.get(base + "csp/bindings/web/element/tests/element.html?wasm=missing.wasm")
    page.wait_for("document.documentElement.dataset.ready")
    failed = page.wait_for("window.log.filter((e) => e.type === 'error').length >= 12 && window.log")
    reports = {(e["id"], e["detail"]["attribute"]) for e in failed or [] if e["type"] == "error"}
    wasm = page.js("return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm'))")
    check(reports == {(i, None) for i in ("early", "basic", "nested", "maps", "bad", "late", "switcher", "replacer", "receding",
                                          "form", "footed", "backed")}
          and all("libsheet.wasm could not be loaded" in e["detail"]["message"] for e in failed if e["type"] == "error"),
          "configure({ wasmUrl }) right after the import is the one fetched; its failure is an error event on each element")
    logged = [e["message"] for e in session.console_errors()]
    # A fetch that failed leaves no resource entry; one that succeeded would.
    check(not any(p.endswith("/libsheet.wasm") for p in wasm) and len(logged) == 2
          and "missing.wasm" in logged[0] and "404" in logged[0] and "could not be loaded" in logged[1],
          f"the default is never fetched; the console says it once {logged}")

    # ---- a hundred on one page ----
    driver.get(base + "csp/bindings/web/element/tests/many.html")
    check(page.wait_for("document.documentElement.dataset.ready") == "true", "a page with a hundred elements")
    page.wait_for("LibsheetSheet.loopStats.sheets === 100")
    before = page.js("return { ...LibsheetSheet.loopStats, raf: window.rafCalls }")
    page.js("window.done = false; Promise.all([...document.querySelectorAll('libsheet-sheet')].map((s) => s.show())).then((r) => window.done = r.every(Boolean))")
    # Waited for without animation frames of the test's own, so that every one counted
    # is the elements'.
    check(page.wait_for("window.done") is True and page.wait_for("!LibsheetSheet.loopStats.running"),
          "all hundred present and come to rest")
    after = page.js("return { ...LibsheetSheet.loopStats, raf: window.rafCalls }")
    frames, rafs, starts = after["frames"] - before["frames"], after["raf"] - before["raf"], after["starts"] - before["starts"]
    # A frame requested before the count began may be drawn after it: one either way. How
    # many frames the presentations take depends on how fast the machine draws them (a
    # loaded one draws few, long ones): more than one, and not one per element.
    check(starts <= 1 and 1 < frames < 120 and abs(rafs - frames) <= 1,
          f"one loop for all of them: started {starts} time(s), {frames} frames, {rafs} requestAnimationFrame calls")
    tops = page.js("return [...document.querySelectorAll('libsheet-sheet')].map((s) => s.position.top)")
    check(all(near(t, 844 * 0.7, 1e-6) for t in tops), f"all at 30% ({min(tops)} .. {max(tops)})")
    page.js("for (const s of document.querySelectorAll('libsheet-sheet')) s.remove()")
    page.after_frames(2)
    stats = page.js("return LibsheetSheet.loopStats")
    check(stats["sheets"] == 0 and not stats["running"], f"removed, they leave no sheet and no loop ({stats['sheets']})")
    session.check_console_clean()

    edges(session)
    session.check_console_clean()


PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}
WIDE = {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}


def edges(session):
    """Sheets on every side (bindings/web/element/tests/edges.html), at a phone's size and
    at 1280 x 800: each drawn where the engine's frame.rect says, its free corners
    rounded; a top sheet flung away upward; a trailing drawer dragged along x, drawn with
    the finger, settling back and dismissed toward its edge, a vertical drag on it
    scrolling its list instead, mirrored while open by the page's dir; a floating card whose margins and sides are the backdrop;
    dir=rtl on the page putting a start drawer on the right; and a resize from the phone
    to 1280 x 800 and back with the places sheet open, which becomes its card at the
    start side and a bottom sheet again, at the same detent."""
    driver, page = session.driver, session.page

    def resize(metrics):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        page.wait_for(f"innerWidth === {metrics['width']} && innerHeight === {metrics['height']}")
        page.after_frames(2)

    def events(sheet_id, types=None):
        return [(e["type"], e["detail"]) for e in page.js("return window.log")
                if e["id"] == sheet_id and (types is None or e["type"] in types)]

    def clear():
        page.js("window.log = []; window.positions = []")

    def drawn(sheet_id):
        return page.js("return drawn(arguments[0])", sheet_id)

    def same_rect(a, b, tolerance=0.5):
        return all(near(a[k], b[k], tolerance) for k in ("x", "y", "width", "height"))

    def swipe(x0, y0, x1, y1, steps=10, pause=0.0, step_time=0.016, each=None):
        page.touch("touchStart", x0, y0)
        for i in range(1, steps + 1):
            page.touch("touchMove", x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
            if each:
                page.after_frames(2)
                each(i)
            time.sleep(step_time)
        time.sleep(pause)
        page.touch("touchEnd")

    def show(sheet_id, detent=0):
        page.js("document.getElementById(arguments[0]).show(arguments[1])", sheet_id, detent)
        page.rest()
        return drawn(sheet_id)

    def close(sheet_id):
        page.js("document.getElementById(arguments[0]).close()", sheet_id)
        page.rest()

    driver.get(session.url + "csp/bindings/web/element/tests/edges.html")
    check(page.wait_for("document.documentElement.dataset.ready") == "true", "the edges page loads under the strict CSP")
    page.rest()
    round_, square = "12px", "0px"
    for name, metrics in (("phone", PHONE), ("1280 x 800", WIDE)):
        resize(metrics)
        w, h = metrics["width"], metrics["height"]
        column = min(w, 640)

        d = show("bottom")
        check(d["side"] == "bottom" and same_rect(d["rect"], {"x": (w - column) / 2, "y": h - 300, "width": column, "height": 300})
              and same_rect(d["rect"], d["position"]["rect"]) and d["radii"] == [round_, round_, square, square],
              f"{name}: a bottom sheet drawn at frame.rect, a column at most 640 wide, its top corners round ({d})")
        if w > column:
            clear()
            page.js("window.answerNext = 'no'")
            page.tap(100, h - 100)
            page.rest()
            check(events("bottom", ["sheet-request-close"]) == [("sheet-request-close", {"source": "backdrop"})],
                  f"{name}: beside the column is the backdrop: a tap there asks to close {events('bottom')}")
        close("bottom")

        d = show("top")
        g = d["grabber"]
        check(d["side"] == "top" and same_rect(d["rect"], {"x": (w - column) / 2, "y": 0, "width": column, "height": 200})
              and same_rect(d["rect"], d["position"]["rect"]) and d["radii"] == [square, square, round_, round_]
              and near(g["y"] + g["height"], 200) and d["position"]["edge"] == "top",
              f"{name}: a top sheet drawn at frame.rect, its bottom corners round, its grabber at its free edge ({d})")
        first = page.js("return document.querySelector('#notifications li').getBoundingClientRect().top")
        check(0 <= first < 60, f"{name}: its content begins at the top ({first})")
        clear()
        swipe(w / 2, 190, w / 2, 20, steps=4, step_time=0.008)
        page.rest()
        check(drawn("top")["position"]["state"] == "hidden" and events("top", ["sheet-will-dismiss"])
              == [("sheet-will-dismiss", {"reason": "fling"})], f"{name}: flung upward, it is dismissed {events('top')}")

        d = show("drawer")
        check(d["side"] == "right" and d["edge"] == "trailing"
              and same_rect(d["rect"], {"x": w - 280, "y": 0, "width": 280, "height": h})
              and same_rect(d["rect"], d["position"]["rect"]) and d["radii"] == [round_, square, square, round_]
              and d["position"]["edge"] == "end",
              f"{name}: an end drawer on the right, as tall as the window, its free corners round ({d})")
        misses = []

        def follows(_):
            now = drawn("drawer")
            if not same_rect(now["rect"], now["position"]["rect"]):
                misses.append((now["rect"], now["position"]["rect"]))

        clear()
        swipe(w - 200, 400, w - 100, 400, steps=10, pause=0.15, each=follows)
        page.rest()
        moves = [p["rect"]["x"] for p in page.js("return window.positions") if p["id"] == "drawer"]
        check(not misses and moves and max(moves) > w - 280 + 80 and near(drawn("drawer")["rect"]["x"], w - 280)
              and not events("drawer", ["sheet-request-close", "sheet-will-dismiss"]),
              f"{name}: dragged 100 along x it follows the finger, drawn where the engine says, and settles back "
              f"(furthest x {max(moves) if moves else None}) {misses[:2]}")
        clear()
        page.js("document.querySelector('#drawer').shadowRoot.querySelector('[part~=\"content\"]').scrollTop = 0")
        swipe(w - 140, 600, w - 140, 200, steps=8)
        page.rest()
        scrolled = page.js("return document.querySelector('#drawer').shadowRoot.querySelector('[part~=\"content\"]').scrollTop")
        check(scrolled > 100 and near(drawn("drawer")["rect"]["x"], w - 280) and not events("drawer", ["sheet-drag-begin"]),
              f"{name}: a vertical drag on the drawer scrolls its list ({scrolled}), the drawer stays")
        page.js("document.documentElement.dir = 'rtl'")
        page.after_frames(3)
        mirrored = drawn("drawer")
        page.js("document.documentElement.dir = 'ltr'")
        page.after_frames(3)
        check(mirrored["side"] == "left" and same_rect(mirrored["rect"], {"x": 0, "y": 0, "width": 280, "height": h})
              and mirrored["radii"] == [square, round_, round_, square] and near(drawn("drawer")["rect"]["x"], w - 280),
              f"{name}: dir=rtl set on the page while it is open mirrors it at once, and dir=ltr back ({mirrored})")
        clear()
        swipe(w - 200, 400, w - 10, 400, steps=12, pause=0.15)
        page.rest()
        check(drawn("drawer")["position"]["state"] == "hidden" and events("drawer", ["sheet-request-close", "sheet-will-dismiss"])
              == [("sheet-request-close", {"source": "drag"}), ("sheet-will-dismiss", {"reason": "drag"})],
              f"{name}: dragged toward its edge, it asks and is dismissed {events('drawer')}")

        d = show("card")
        card = {"x": 12 + (w - 24 - 320) / 2, "y": h - 16 - 300, "width": 320, "height": 300}
        check(d["floats"] and same_rect(d["rect"], card) and same_rect(d["rect"], d["position"]["rect"])
              and d["radii"] == [round_] * 4,
              f"{name}: a floating card 16 off the bottom, 320 wide, every corner round ({d})")
        clear()
        page.tap(card["x"] + 160, card["y"] + 150)
        for x, y in ((card["x"] - 6, card["y"] + 150), (card["x"] + 160, h - 8), (card["x"] + 326, card["y"] + 20)):
            page.js("window.answerNext = 'no'")
            page.tap(x, y)
        page.rest()
        check(drawn("card")["position"]["state"] == "resting" and events("card") == [("sheet-request-close", {"source": "backdrop"})] * 3,
              f"{name}: a tap on the card is the card's; beside it, below it in its margin and past its side, the backdrop's {events('card')}")
        close("card")

        page.js("document.documentElement.dir = 'rtl'")
        d = show("leading")
        g = d["grabber"]
        check(d["side"] == "right" and d["edge"] == "leading" and same_rect(d["rect"], {"x": w - 200, "y": 0, "width": 200, "height": h})
              and d["radii"] == [round_, square, square, round_] and d["position"]["edge"] == "start"
              and near(g["x"], w - 200) and near(g["width"], 24) and near(g["height"], h),
              f"{name}: with dir=rtl on the page a start drawer is on the right, its free corners round, its grabber a "
              f"column at its free edge ({d})")
        text = page.js("return document.getElementById('menu-text').getBoundingClientRect().right")
        check(near(text, w - 16, 1), f"{name}: its text runs from the right ({text})")
        widths = []
        page.js("document.querySelector('#leading').shadowRoot.querySelector('[part~=\"grabber\"]').focus()")
        for key in ("ARROW_LEFT", "ARROW_RIGHT", "ARROW_UP"):
            page.key(key)
            page.rest()
            widths.append(round(drawn("leading")["rect"]["width"]))
        check(widths == [300, 200, 300], f"{name}: on its grabber the left arrow opens it, the right one closes it: {widths}")
        close("leading")
        page.js("document.documentElement.dir = 'ltr'")
        d = show("leading")
        g = d["grabber"]
        check(d["side"] == "left" and same_rect(d["rect"], {"x": 0, "y": 0, "width": 200, "height": h})
              and d["radii"] == [square, round_, round_, square] and near(g["x"] + g["width"], 200),
              f"{name}: with dir=ltr it is on the left, its grabber at its right ({d})")
        close("leading")

    # ---- a resize while open: the places sheet to its card and back ----
    resize(PHONE)
    clear()
    d = show("places", 1)
    phone_rect = {"x": 0, "y": 844 - 0.9 * 844, "width": 390, "height": 0.9 * 844}
    check(not d["floats"] and same_rect(d["rect"], phone_rect) and d["position"]["detent"] == 1,
          f"on a phone the places sheet is a bottom sheet at its 90% detent ({d})")
    clear()
    resize(WIDE)
    page.rest()
    d = drawn("places")
    check(d["floats"] and same_rect(d["rect"], {"x": 16, "y": 16, "width": 320, "height": 800 - 32})
          and same_rect(d["rect"], d["position"]["rect"]) and d["position"]["detent"] == 1 and d["position"]["state"] == "resting"
          and d["radii"] == [round_] * 4 and not events("places", ["sheet-detent-change", "sheet-will-dismiss"]),
          f"at 1280 x 800 it is a card at the start side at full height less 16-point margins, still at detent 1 ({d}, {events('places')})")
    moves = [p for p in page.js("return window.positions") if p["id"] == "places"]
    check(len(moves) > 5, f"it moved there ({len(moves)} positions)")
    page.js("window.answerNext = 'no'")
    page.tap(700, 400)
    page.rest()
    check(events("places", ["sheet-request-close"]) == [("sheet-request-close", {"source": "backdrop"})],
          "beside the card is the backdrop")
    clear()
    resize(PHONE)
    page.rest()
    d = drawn("places")
    check(not d["floats"] and same_rect(d["rect"], phone_rect) and d["position"]["detent"] == 1
          and not events("places", ["sheet-detent-change", "sheet-will-dismiss"]),
          f"back on the phone, a bottom sheet at the same detent ({d})")
    close("places")


if __name__ == "__main__":
    parser = argument_parser()
    args = parser.parse_args()
    with served(args) as arguments:
        sys.exit(run(main, arguments))

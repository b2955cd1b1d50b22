#!/usr/bin/env python3
"""Tests/web/demo_in_chromium.py [--wasm-dir DIR] [--screenshots DIR] — the web demo
(examples/web, its sheets <libsheet-sheet> elements) in headless Chromium, driven by real
input: touches through the DevTools protocol (Input.dispatchTouchEvent, which the page
receives as touch pointer events) and keys through WebDriver. It reads each element's
position and its sheet's rendered box from the page and checks:

  - the container presents and settles where the engine says, and the sheet is drawn
    there (its rendered top equals the position's top within 0.5 px);
  - a drag moves the sheet 1:1 under the finger at every step, and a slow release
    settles it back; pages swap in place with the height following; a pushed sheet makes
    the container recede, and Escape dismisses it;
  - in the maps scenario the up arrow on the grabber expands and Escape lowers; a fling
    up reaches the full detent; the mouse wheel raises the sheet and scrolls the list; at
    full a drag up scrolls the list, and one drag down scrolls it back to its top and then
    moves the sheet;
  - a tap on the dimmed backdrop dismisses the container; Escape dismisses the panel,
    whose presentation reports its completion;
  - emulated prefers-reduced-motion: reduce turns the presentation into a cross-fade in
    place, followed live both ways;
  - a viewport resize (rotation) keeps the detent, the maps sheet a floating card at the
    start side while the window is wider than 700 points;
  - the settings sheet at the end side, drawn at its frame's rectangle, mirrored at once by
    its "Right to left" box, dismissed by a drag along x; the notifications from the top,
    fitted to their content, flung away upward;
  - at 1280 x 800: the maps card at its peek and at its full height less its margins, the
    settings at the end side, the notifications a 640-point column from the top; back on
    the phone the maps sheet is a bottom sheet at its peek;
  - the JavaScript animator presents a sheet;
  - the basket's heights change while it is open: each item added raises it by the
    item's height (its content detent follows), six items give it two heights and move it
    to the full one, a long list scrolls first at the lower one (content-interaction),
    and emptied it fits its content again;
  - the review's Send bar is its footer: on the bottom, and on a keyboard (emulated by a
    page scale that shrinks the visual viewport) while the title being written shows
    above it and the review has risen with it;
  - the review asks before it closes once something is written: a drag away brings it
    back and the page's discard sheet is pushed over it; "Keep writing" keeps it and its
    words, Escape asks again, "Discard" lets it go (reason back); with nothing written,
    or sent, it closes without asking;
  - "Recede the page", ticked in the settings, recedes the page (#app) behind the
    container, in step with a drag,
    and gives it back when the sheet is dismissed;
  - the container as markup (examples/web/container.html, shown in docs/web-element.md)
    presents, swaps its pages and pushes its details sheet;
  - the minimal page (examples/web/minimal.html, shown in docs/web.md) presents a sheet that a fling takes
    to the top, and a mouse flings it back;
  - the binding's random call sequences (bindings/web/tests/random-calls.js) hold their
    invariants in Chromium too;
  - nothing is loaded from anywhere but the local server, and the page is cross-origin
    isolated;
  - the console shows no errors.

Serves the page itself (scripts/serve-web.py on a free port). Needs Chromium, its
WebDriver (Debian's chromium and chromium-driver) and Selenium (PyPI); exits 77 (skipped)
with a message when they cannot be found, 1 on a failure."""

import sys
import time
from pathlib import Path

from chromium import argument_parser, check, near, run, served

SHEETS = {"container": "#container-sheet", "details": "#details-sheet", "maps": "#maps-sheet",
          "panel": "#panel-sheet", "gallery": "#gallery-sheet", "basket": "#basket-sheet", "review": "#review-sheet",
          "discard": "#discard-sheet"}


def drag_checked(page, name, x, y0, dys, pause=0.15, follows=True):
    """Drags sheet `name` from (x, y0) through y0 + each of dys; after each step checks
    that the sheet is drawn at the position's top and (follows) that the top moved with
    the finger."""
    start = page.sheet(SHEETS[name])["top"]
    page.touch("touchStart", x, y0)
    page.after_frames(1)
    ok_follow = ok_drawn = True
    for dy in dys:
        page.touch("touchMove", x, y0 + dy)
        page.after_frames(2)
        s = page.sheet(SHEETS[name])
        if follows and not near(s["top"], start + dy, 1e-6):
            ok_follow = False
            print(f"      step {dy}: top {s['top']}, finger says {start + dy}")
        if not near(s["renderedTop"], s["top"]):
            ok_drawn = False
            print(f"      step {dy}: drawn at {s['renderedTop']}, top {s['top']}")
    time.sleep(pause)
    page.touch("touchEnd")
    return ok_follow, ok_drawn


def main(session, screenshots):
    driver, page, url = session.driver, session.page, session.url + "examples/web/"
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.mouse_button import MouseButton

    def state(name):
        return page.sheet(SHEETS[name])

    def shot(name):
        if screenshots:
            driver.save_screenshot(str(screenshots / f"{name}.png"))

    def show(scene):
        page.tap_element(f'[data-scenario="{scene}"]')
        page.after_frames(2)
        return page.js("return sheetDemo.sceneName") == scene

    driver.get(url)
    check(page.wait_for("document.documentElement.dataset.ready") == "true", f"the page loads from {url}")
    check(page.js("return [innerWidth, innerHeight]") == [390, 844], "a 390 x 844 viewport")
    outside = page.js("return performance.getEntriesByType('resource').map((e) => e.name)"
                      ".filter((name) => new URL(name).origin !== location.origin)")
    check(outside == [], f"nothing loaded from outside 127.0.0.1 {outside}")
    check(page.js("return crossOriginIsolated") is True, "cross-origin isolated (COOP/COEP)")

    # ---- container: present, drag 1:1, settle back, backdrop tap ----
    page.tap_element("#open-container")
    check(page.rest(), "the container comes to rest")
    s = state("container")
    check(s["state"] == "resting" and s["detent"] == 0 and s["open"], f"resting at its detent, open ({s['state']}, {s['detent']})")
    check(near(s["renderedTop"], s["top"]), f"drawn at its top ({s['renderedTop']} vs {s['top']})")
    check(s["modal"] == "true" and s["value"] == "detent 1 of 1", f"a modal dialog, value {s['value']!r}")
    check(page.focus_in("#container-sheet", "grabber"), "focus moved into the sheet, on its grabber")
    shot("container")
    top0 = s["top"]
    page.touch("touchStart", 195, top0 + 60)
    page.touch("touchMove", 195, top0 + 64)
    page.after_frames(2)
    check(state("container")["top"] == top0, "inside the touch slop the sheet does not move")
    page.touch("touchEnd")
    page.rest()
    follow, drawn = drag_checked(page, "container", 195, top0 + 60, [12, 20, 40, 70, 100, 140])
    check(follow, "a drag moves the sheet 1:1 with the finger at every step")
    check(drawn, "the sheet is drawn at its top at every step")
    check(page.rest(), "a slow release comes to rest")
    check(near(state("container")["top"], top0, 1e-6), "and settles back to its detent")
    # Pages swap in place and the fitted height follows; a sheet pushed over it recedes.
    page.tap_element("#page-next")
    check(page.rest(), "the next page comes to rest")
    shown = page.js("return [...document.querySelectorAll('#container-sheet [data-page]')].filter((p) => !p.hidden).map((p) => p.dataset.page)")
    top2 = state("container")["top"]
    check(shown == ["2"] and top2 > top0 + 50, f"page 2 swapped in alone ({shown}), the sheet lower for its shorter page (top {top2})")
    page.tap_element("#page-previous")
    page.rest()
    check(near(state("container")["top"], top0, 1e-6), "back on page 1 at the first height")
    page.tap_element("#open-details")
    check(page.rest(), "the pushed details sheet comes to rest")
    scale = state("container")["scale"]
    check(state("details")["state"] == "resting" and 0.8 < scale < 1, f"the container recedes below it (scale {scale:.3f})")
    page.key("ESCAPE")
    page.rest()
    check(state("details")["state"] == "hidden" and state("container")["state"] == "resting",
          "Escape dismisses the details sheet and leaves the container")
    check(state("container")["scale"] == 1, "which comes back to full size")
    page.tap(195, 40)
    check(page.rest(), "a tap on the backdrop ...")
    s = state("container")
    check(s["state"] == "hidden" and s["renderedTop"] is None and not s["open"], f"... dismisses the container ({s['state']})")
    check(page.js("return document.activeElement.id") == "open-container", "focus went back to the button")

    # ---- maps: fling up, scroll, hand-off ----
    check(show("maps"), "the maps scenario")
    check(page.rest(), "the maps sheet comes to rest")
    s = state("maps")
    check(near(s["top"], 644, 1e-6) and s["modal"] == "false", f"at the 200-point peek, not modal ({s['top']}, {s['modal']})")
    check(page.focus_in("#maps-sheet", "grabber"), "focus on its grabber")
    page.key("ARROW_UP")
    page.rest()
    s = state("maps")
    check(s["detent"] == 1 and s["value"] == "detent 2 of 2" and s["detentProperty"] == 1,
          f"the up arrow expands it ({s['detent']}, {s['value']!r}, detent property {s['detentProperty']})")
    page.key("ESCAPE")
    page.rest()
    check(state("maps")["detent"] == 0, "Escape lowers it back: it cannot be dismissed")
    safe_top = page.js("return parseFloat(getComputedStyle(document.querySelector('#maps-sheet').shadowRoot.querySelector('.probe')).paddingTop) || 0")
    full_top = 844 - 0.9 * (844 - safe_top)
    # A quick drag up that ends past the middle of the two detents: it reaches full
    # by the sheet's position whatever speed a loaded machine gives the events.
    page.touch("touchStart", 195, 700)
    for y in (680, 640, 590, 530, 460, 380, 330):
        page.touch("touchMove", 195, y)
        time.sleep(0.012)
    page.touch("touchEnd")
    check(page.rest(), "a quick drag up comes to rest")
    s = state("maps")
    check(s["detent"] == 1 and near(s["top"], full_top, 1e-6), f"at the full detent, top {s['top']:.2f}")
    check(near(s["renderedTop"], full_top), "drawn there")
    check(s["modal"] == "true", "modal now that it dims")
    shot("maps")
    drag_checked(page, "maps", 195, 600, [-20, -60, -120, -200], follows=False)
    page.rest()
    s = state("maps")
    check(near(s["top"], full_top, 1e-6) and s["contentOffset"] > 150,
          f"at full a drag up scrolls the list (offset {s['contentOffset']:.1f}), the sheet stays")
    offset = s["contentOffset"]
    page.touch("touchStart", 195, 300)
    y = 300
    for _ in range(int(offset / 20) + 8):
        y += 20
        page.touch("touchMove", 195, y)
    page.after_frames(2)
    s = state("maps")
    check(s["contentOffset"] == 0 and s["top"] > full_top + 60,
          f"one drag down scrolls the list to its top, then moves the sheet (offset {s['contentOffset']}, top {s['top']:.1f})")
    check(near(s["renderedTop"], s["top"]), "drawn at its top mid-gesture")
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    s = state("maps")
    check(s["detent"] == 1, f"released near the top, it goes back to full (top {s['top']:.1f})")
    page.tap(195, 40)
    page.rest()
    s = state("maps")
    check(s["detent"] == 0 and near(s["top"], 644, 1e-6), f"a tap on the dimmed map collapses it to the peek ({s['top']})")
    # The mouse wheel over the sheet is played to the engine as a drag: up to full,
    # then the list scrolls.
    for _ in range(16):   # Chromium hands the page half of each delta here: 800 points
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": 195, "y": 700, "deltaX": 0, "deltaY": 100})
        time.sleep(0.02)
    check(page.rest(), "a turn of the wheel comes to rest")
    s = state("maps")
    check(s["detent"] == 1 and s["contentOffset"] > 0, f"the wheel raised the sheet to full and scrolled the list ({s['detent']}, {s['contentOffset']:.0f})")
    page.key("ESCAPE")
    page.rest()

    # ---- panel: Escape; reduced motion ----
    check(show("panel"), "the panel scenario")
    page.rest()   # the maps sheet has gone
    page.tap_element("#open-panel")
    check(page.rest(), "the panel comes to rest")
    check(near(state("panel")["top"], 354, 1e-6), f"the 490-point panel rests at top {state('panel')['top']}")
    check("completed" in page.js("return document.getElementById('status').textContent"), "show() told the page it completed")
    shot("panel")
    page.key("ESCAPE")
    check(page.rest(), "after Escape ...")
    check(state("panel")["state"] == "hidden", "... the panel is dismissed")

    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    page.after_frames(2)
    check(page.js("return document.getElementById('reduce-motion').checked && matchMedia('(prefers-reduced-motion: reduce)').matches"),
          "prefers-reduced-motion: reduce is followed live")
    page.tap_element("#open-panel")
    tops, opacities = [], []
    for _ in range(6):
        page.after_frames(1)
        s = state("panel")
        tops.append(s["top"])
        opacities.append(s["renderedOpacity"])
    check(all(near(t, 354, 1e-6) for t in tops), f"the presentation stays in place ({tops})")
    check(any(0 < o < 1 for o in opacities), f"and cross-fades ({[round(o, 2) for o in opacities]})")
    page.rest()
    page.key("ESCAPE")
    page.rest()
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})
    page.after_frames(2)
    check(not page.js("return document.getElementById('reduce-motion').checked"), "and switched back live")

    # ---- rotation keeps the detent; wider than 700 the maps sheet is a card ----
    def drawn(css):
        """The sheet at `css` as drawn: its sheet part's box within the window, its side,
        whether it floats, its corners' radii, and where the element says it is."""
        return page.js("""const el = document.querySelector(arguments[0]), part = el.shadowRoot.querySelector('[part~="sheet"]');
            const box = part.getBoundingClientRect(), style = getComputedStyle(part);
            const x = Math.max(0, box.left), y = Math.max(0, box.top);
            return { rect: { x, y, width: Math.min(innerWidth, box.right) - x, height: Math.min(innerHeight, box.bottom) - y },
              side: part.dataset.side, floats: part.hasAttribute('data-floats'), position: el.position,
              radii: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius] };""", css)

    def same_rect(a, b, tolerance=0.5):
        return all(near(a[k], b[k], tolerance) for k in ("x", "y", "width", "height"))

    check(show("maps"), "the maps scenario again")
    page.rest()
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 844, "height": 390, "deviceScaleFactor": 2, "mobile": True})
    page.after_frames(3)
    page.rest()
    d = drawn("#maps-sheet")
    check(d["position"]["detent"] == 0 and d["floats"] and same_rect(d["rect"], {"x": 16, "y": 390 - 16 - 200, "width": 320, "height": 200})
          and same_rect(d["position"]["rect"], d["rect"]),
          f"rotated to 844 x 390 (wider than 700) the maps sheet keeps its detent as a card at the start side ({d})")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    page.after_frames(3)
    page.rest()
    s = state("maps")
    check(s["detent"] == 0 and near(s["top"], 644, 1e-6) and near(s["renderedTop"], 644) and not drawn("#maps-sheet")["floats"],
          f"turned back, a bottom sheet at its peek again (top {s['top']})")

    # ---- settings at the end side, notifications from the top ----
    page.tap_element("#open-settings")
    check(page.rest(), "the settings sheet comes to rest")
    d = drawn("#settings-sheet")
    check(d["side"] == "right" and same_rect(d["rect"], {"x": 90, "y": 0, "width": 300, "height": 844})
          and same_rect(d["position"]["rect"], d["rect"]) and d["radii"] == ["18px", "0px", "0px", "18px"],
          f"the settings sheet at the end side, 300 wide, as tall as the window, its free corners round ({d})")
    shot("settings")
    page.tap_element("#right-to-left")
    page.after_frames(3)
    d = drawn("#settings-sheet")
    check(page.js("return document.documentElement.dir") == "rtl" and d["side"] == "left"
          and same_rect(d["rect"], {"x": 0, "y": 0, "width": 300, "height": 844}) and d["radii"] == ["0px", "18px", "18px", "0px"],
          f"“Right to left” mirrors the page: the open settings sheet goes to the left at once ({d})")
    page.tap_element("#right-to-left")
    page.after_frames(3)
    check(drawn("#settings-sheet")["side"] == "right", "and back to the right")
    page.touch("touchStart", 150, 400)
    for i in range(1, 13):
        page.touch("touchMove", 150 + 19 * i, 400)
        time.sleep(0.016)
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    check(drawn("#settings-sheet")["position"]["state"] == "hidden" and "Settings: dismissed by drag" in page.js("return document.getElementById('status').textContent"),
          "dragged along x toward its edge, it is dismissed")
    page.tap_element("#open-notifications")
    check(page.rest(), "the notifications come to rest")
    d = drawn("#notifications-sheet")
    first = page.js("return document.querySelector('#notifications-sheet li').getBoundingClientRect().top")
    check(d["side"] == "top" and near(d["rect"]["y"], 0) and near(d["rect"]["width"], 390) and 200 < d["rect"]["height"] < 400
          and same_rect(d["position"]["rect"], d["rect"]) and d["radii"] == ["0px", "0px", "18px", "18px"] and 0 < first < 100,
          f"the notifications from the top, fitted to their content, its bottom corners round ({d}, first at {first})")
    shot("notifications")
    height = d["rect"]["height"]
    page.touch("touchStart", 195, height - 30)
    for y in (height - 60, height - 120, height - 200, 20):
        page.touch("touchMove", 195, y)
        time.sleep(0.008)
    page.touch("touchEnd")
    page.rest()
    check(drawn("#notifications-sheet")["position"]["state"] == "hidden", "flung upward, they are dismissed")

    # ---- a wide window: 1280 x 800 ----
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    page.wait_for("innerWidth === 1280 && innerHeight === 800")
    page.after_frames(3)
    page.rest()
    d = drawn("#maps-sheet")
    check(d["floats"] and same_rect(d["rect"], {"x": 16, "y": 800 - 16 - 200, "width": 320, "height": 200})
          and d["position"]["detent"] == 0 and d["radii"] == ["14px"] * 4,
          f"at 1280 x 800 the maps sheet is a floating card at the start side, at its peek ({d})")
    shot("wide-maps")
    page.js("document.querySelector('#maps-sheet').detent = 1")
    page.rest()
    d = drawn("#maps-sheet")
    check(same_rect(d["rect"], {"x": 16, "y": 16, "width": 320, "height": 768}) and same_rect(d["position"]["rect"], d["rect"]),
          f"and at full, the full height less 16-point margins ({d})")
    shot("wide-maps-full")
    page.js("document.querySelector('#maps-sheet').detent = 0")
    page.rest()
    page.tap_element("#open-settings")
    page.rest()
    d = drawn("#settings-sheet")
    check(same_rect(d["rect"], {"x": 980, "y": 0, "width": 300, "height": 800}), f"the settings sheet at the end side ({d})")
    shot("wide-settings")
    page.key("ESCAPE")
    page.rest()
    page.tap_element("#open-notifications")
    page.rest()
    d = drawn("#notifications-sheet")
    check(d["side"] == "top" and same_rect(d["rect"], {**d["rect"], "x": 320, "y": 0, "width": 640}),
          f"the notifications a 640 column from the top ({d})")
    page.key("ESCAPE")
    page.rest()
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    page.wait_for("innerWidth === 390")
    page.after_frames(3)
    page.rest()
    s = state("maps")
    check(s["detent"] == 0 and near(s["top"], 644, 1e-6) and not drawn("#maps-sheet")["floats"],
          f"back on the phone the maps sheet is a bottom sheet at its peek (top {s['top']})")

    # ---- the JavaScript animator ----
    check(show("transitions"), "the transitions scenario")
    page.tap_element('[data-transition^="demo.swing"]')
    check(page.rest(), "the JavaScript animator's presentation comes to rest")
    s = state("gallery")
    check(s["state"] == "resting" and near(s["top"], 844 - 390, 1e-6), f"the sheet arrived ({s['state']}, {s['top']})")
    check(page.js("return document.querySelector('#gallery-sheet').transition").startswith("demo.swing")
          and page.js("return sheetDemo.failures.length") == 0, "presented by “demo.swing”, which did not fail")
    shot("transitions")

    # ---- live: a basket whose heights change while it is open ----
    page.tap(195, 40)
    page.rest()
    check(state("gallery")["state"] == "hidden", "a tap on the backdrop dismisses the animator's sheet")
    check(show("live"), "the live scenario")
    page.tap_element("#open-basket")
    check(page.rest(), "the basket comes to rest")
    empty_top = state("basket")["top"]
    tops = []
    for _ in range(3):
        page.tap_element("#basket-add")
        page.rest()
        s = state("basket")
        tops.append(s["top"])
        if not near(s["renderedTop"], s["top"]):
            check(False, f"the basket drawn at {s['renderedTop']}, its top {s['top']}")
    s = state("basket")
    check(s["state"] == "resting" and s["open"] and tops[0] < empty_top and near(tops[0] - tops[1], 64, 1e-6) and near(tops[1] - tops[2], 64, 1e-6),
          f"each item added raises the open basket by its 64 px: its content detent follows ({empty_top} then {tops})")
    shot("basket")
    for _ in range(3):
        page.tap_element("#basket-add")
        page.rest()
    s = state("basket")
    full = 844 - 0.92 * (844 - safe_top)
    check(page.js("return document.querySelector('#basket-sheet').detents") == "50% 92%" and s["detent"] == 1
          and near(s["top"], full, 1e-6) and near(s["renderedTop"], full) and s["value"] == "detent 2 of 2",
          f"six items: the open basket gets two heights and moves to the full one (top {s['top']:.2f}, {s['value']!r})")
    shot("basket-long")
    for _ in range(8):
        page.tap_element("#basket-add")
        page.after_frames(1)
    page.rest()
    page.js("document.querySelector('#basket-sheet').detent = 0")
    page.rest()
    half = 844 - 0.5 * (844 - safe_top)
    check(near(state("basket")["top"], half, 1e-6), f"and at its lower height (top {state('basket')['top']})")
    drag_checked(page, "basket", 195, 760, [-20, -60, -120], follows=False)
    page.rest()
    offset = page.js("return document.getElementById('basket-items').scrollTop")
    check(near(state("basket")["top"], half, 1e-6) and offset > 60,
          f"content-interaction=scrolls: there a drag up on the long list scrolls it ({offset}), the sheet stays")
    page.tap_element("#basket-clear")
    page.rest()
    s = state("basket")
    check(page.js("return document.querySelector('#basket-sheet').detents") == "content" and near(s["top"], empty_top, 1e-6),
          f"emptied, it is fitted to its content again (top {s['top']})")
    page.key("ESCAPE")
    page.rest()
    check(state("basket")["state"] == "hidden", "Escape dismisses the basket")

    # ---- live: a review that asks before it closes ----
    def status():
        return page.js("return document.getElementById('status').textContent")

    page.tap_element("#open-review")
    check(page.rest(), "the review comes to rest")
    review_top = state("review")["top"]
    page.touch("touchStart", 195, review_top + 40)
    for dy in (20, 80, 160, 260):
        page.touch("touchMove", 195, review_top + 40 + dy)
        time.sleep(0.016)
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    check(state("review")["state"] == "hidden" and state("discard")["state"] == "hidden",
          "with nothing written, a drag away dismisses the review at once")
    page.tap_element("#open-review")
    page.rest()
    page.tap_element('#review-form input[name="title"]')
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(driver).send_keys("A very good umbrella").perform()
    page.after_frames(2)
    footer = page.js("return document.querySelector('#review-sheet .review-footer').getBoundingClientRect().bottom")
    check(near(footer, 844), f"the review's Send bar is its footer, on the bottom ({footer})")
    # A 300-point keyboard, as headless Chromium can show one: the visual viewport shrunk
    # by a page scale over the layout viewport (see element_in_chromium.py).
    driver.execute_cdp_cmd("Emulation.setPageScaleFactor", {"pageScaleFactor": 844 / 544})
    page.wait_for("Math.abs(visualViewport.height - 544) < 0.01")
    page.after_frames(2)
    page.rest()
    up = page.js("""const title = document.querySelector('#review-form input[name="title"]').getBoundingClientRect(),
        footer = document.querySelector('#review-sheet .review-footer').getBoundingClientRect();
        return { title: title.bottom, footerTop: footer.top, footer: footer.bottom, vv: visualViewport.offsetTop + visualViewport.height,
                 top: document.querySelector('#review-sheet').position.top };""")
    check(near(up["top"], review_top - 300, 1) and near(up["footer"], 544, 1) and up["title"] <= up["footerTop"] - 16 + 0.5,
          f"a keyboard up: the review rises with it, its Send bar on the keyboard, the title being written above both ({up})")
    driver.execute_cdp_cmd("Emulation.setPageScaleFactor", {"pageScaleFactor": 1})
    page.wait_for("Math.abs(visualViewport.height - 844) < 0.01")
    page.after_frames(2)
    page.rest()
    check(near(state("review")["top"], review_top, 1e-6), "the keyboard gone, the review is back where it was")
    page.touch("touchStart", 195, review_top + 40)
    for dy in (20, 80, 160, 260):
        page.touch("touchMove", 195, review_top + 40 + dy)
        time.sleep(0.016)
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    r, d = state("review"), state("discard")
    check(r["state"] == "resting" and near(r["top"], review_top, 1e-6) and r["open"] and d["state"] == "resting",
          f"with words written, a drag away brings the review back and the page asks: its discard sheet over it ({r['state']} at {r['top']}, {d['state']})")
    shot("review")
    page.tap_element("#discard-keep")
    page.rest()
    check(state("discard")["state"] == "hidden" and state("review")["state"] == "resting"
          and page.js("return document.querySelector('#review-form').title.value") == "A very good umbrella",
          "“Keep writing”: the review stays, its words kept")
    page.key("ESCAPE")
    page.rest()
    check(state("discard")["state"] == "resting" and state("review")["state"] == "resting", "Escape asks again")
    page.tap_element("#discard-yes")
    page.rest()
    check(state("review")["state"] == "hidden" and state("discard")["state"] == "hidden" and "dismissed by back" in status()
          and page.js("return document.querySelector('#review-form').title.value") == "",
          f"“Discard”: the review goes, for Escape (back), emptied ({status()!r})")
    page.tap_element("#open-review")
    page.rest()
    page.tap_element('#review-form input[name="title"]')
    ActionChains(driver).send_keys("Sent").perform()
    page.tap_element('#review-sheet [type="submit"]')
    page.rest()
    check(state("review")["state"] == "hidden" and state("discard")["state"] == "hidden" and status() == "Write a review: sent, thank you",
          f"sent, it closes without asking ({status()!r})")

    # ---- the page recedes behind the sheets ----
    def app():
        return page.js("""const a = document.getElementById('app'), r = a.getBoundingClientRect();
            return { top: r.top, width: r.width, radius: getComputedStyle(a).borderTopLeftRadius, transform: a.style.transform };""")

    def toggle(css):
        """Ticks or unticks a box of the settings sheet, opened for it and closed again."""
        page.tap_element("#open-settings")
        page.rest()
        page.tap_element(css)
        page.key("ESCAPE")
        page.rest()

    toggle("#recede")
    check(page.js("return document.getElementById('recede').checked"), "“Recede the page” ticked in the settings")
    check(show("container"), "the container scenario, the page set to recede")
    page.tap_element("#open-container")
    page.rest()
    a = app()
    check(near(a["top"], safe_top + 14, 1e-3) and near(a["width"], 364, 1e-3) and a["radius"] == "8px",
          f"the page recedes behind the container: 26 px narrower, 14 below the safe area, round corners ({a})")
    shot("receded")
    top0 = state("container")["top"]
    page.touch("touchStart", 195, top0 + 60)
    in_step = True
    for dy in (30, 90, 150):
        page.touch("touchMove", 195, top0 + 60 + dy)
        page.after_frames(2)
        p, a = page.js("return document.querySelector('#container-sheet').position"), app()
        f = min(1, p["visibleHeight"] / (844 - top0))
        in_step = in_step and near(a["top"], f * (safe_top + 14), 1e-3) and near(a["width"], 390 - 26 * f, 1e-3)
    time.sleep(0.15)
    page.touch("touchEnd")
    page.rest()
    check(in_step, "and comes forward in step with a drag of the sheet")
    page.tap(195, 40)
    page.rest()
    a = app()
    check(state("container")["state"] == "hidden" and a["transform"] == "" and near(a["width"], 390, 1e-6),
          f"dismissed, the page is itself again ({a})")
    toggle("#recede")
    page.tap_element("#open-container")
    page.rest()
    check(app()["transform"] == "", "the box unticked, it stays as it is")
    page.tap(195, 40)
    page.rest()

    # ---- the container as markup: examples/web/container.html (docs/web-element.md) ----
    driver.get(url + "container.html")
    page.wait_for("customElements.get('libsheet-sheet')")
    page.tap_element("#open")
    check(page.rest() and page.sheet("#shop")["state"] == "resting", "container.html: the container presents")
    shop = page.js("const p = document.querySelector('#shop').position; return [p.visibleHeight, innerHeight];")
    check(shop is not None and 0.55 * shop[1] < shop[0] < 0.62 * shop[1],
          f"at 60% of the height less the safe areas ({shop})")
    first = page.js("return [...document.querySelectorAll('#shop [data-page]')].filter((p) => !p.hidden).map((p) => p.dataset.page)")
    page.tap_element("#next")
    page.rest()
    shown = page.js("return [...document.querySelectorAll('#shop [data-page]')].filter((p) => !p.hidden).map((p) => p.dataset.page)")
    check(first == ["1"] and shown == ["2"], f"Next swaps its pages in place ({first} then {shown})")
    page.tap_element("#more")
    page.rest()
    check(page.sheet("#details")["state"] == "resting" and page.sheet("#shop")["scale"] < 1,
          "Details is pushed over it, and the container recedes")
    page.key("ESCAPE")
    page.rest()
    page.tap(195, 40)
    page.rest()
    check(page.sheet("#details")["state"] == "hidden" and page.sheet("#shop")["state"] == "hidden",
          "Escape and a tap on the backdrop dismiss them")

    # ---- the minimal page: examples/web/minimal.html (docs/web.md shows it; Tests/docs checks the text) ----
    driver.get(url + "minimal.html")

    def settled_top():
        last, still = None, 0
        end = time.monotonic() + 5
        while time.monotonic() < end and still < 5:
            page.after_frames(1)
            top = page.js("return document.querySelector('#sheet').getBoundingClientRect().top")
            still = still + 1 if top == last else 0
            last = top
        return last

    check(near(settled_top(), 422), "the minimal page's sheet presents at half height")
    page.touch("touchStart", 195, 600)
    for y in (580, 540, 490, 430, 360):
        page.touch("touchMove", 195, y)
        time.sleep(0.012)
    page.touch("touchEnd")
    check(near(settled_top(), 0), "and a fling takes it to the top")
    # A mouse, through WebDriver's pointer actions: a quick drag down flings it back.
    mouse = ActionBuilder(driver, duration=10)
    mouse.pointer_action.move_to_location(195, 100).pointer_down(MouseButton.LEFT)
    for y in range(140, 420, 40):
        mouse.pointer_action.move_to_location(195, y)
    mouse.pointer_action.pointer_up(MouseButton.LEFT)
    mouse.perform()
    check(near(settled_top(), 422), "a mouse flings it back down to half height")

    # ---- the binding's random call sequences, in this browser ----
    driver.get(url + "random-calls.html")
    result = None
    end = time.monotonic() + 30
    while time.monotonic() < end and result is None:
        time.sleep(0.1)
        result = page.js("return window.randomCallsResult ?? null")
    check(bool(result) and result.get("ok"), f"random call sequences through the binding in Chromium: {result}")

    session.check_console_clean()


if __name__ == "__main__":
    parser = argument_parser()
    parser.add_argument("--screenshots", default=None)
    args = parser.parse_args()
    shots = Path(args.screenshots) if args.screenshots else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    with served(args) as arguments:
        sys.exit(run(lambda session: main(session, shots), arguments))

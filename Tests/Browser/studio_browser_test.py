#!/usr/bin/env python3
"""NibStudio in a real browser (headless Chromium driven by selenium), as seed 002's demo.

Usage: studio_browser_test.py NIBSTUDIO NIBTOOL EXAMPLE_FOLDER SCREENSHOT_FOLDER

Works on a copy of the example folder: opens the image editor, checks the canvas shows the
window, shift-clicks over the image view and reads the contextual menu, opens the editor
controller's connections and refocuses through the Adjust Hue action to the toolbar item,
runs a replace-all in the Strings tool and checks the files on disk changed exactly as
`nibtool strings replace` changes them, sets a custom class and checks only that attribute
changed. Saves a screenshot of each step. Exit status 0 when every check passes.
"""
import os, re, shutil, subprocess, sys, tempfile, time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

nibstudio, nibtool, example, shots = sys.argv[1:5]
os.makedirs(shots, exist_ok=True)
work = tempfile.mkdtemp(prefix="nibstudio-browser-")
folder = os.path.join(work, "ImageEditor")
reference = os.path.join(work, "Reference")
shutil.copytree(example, folder)
shutil.copytree(example, reference)
failures = []

def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)

server = subprocess.Popen([nibstudio, "--port", "0", folder], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
url = None
deadline = time.time() + 60
while time.time() < deadline and url is None:
    line = server.stdout.readline()
    match = re.search(r"(http://127\.0\.0\.1:\d+/)", line or "")
    if match:
        url = match.group(1)
if url is None:
    print("FAIL nibstudio did not print its URL")
    server.kill()
    sys.exit(1)

options = Options()
for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000"]:
    options.add_argument(argument)
driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
driver = webdriver.Chrome(service=Service(driver_path), options=options)
wait = WebDriverWait(driver, 20)

def shot(name):
    driver.save_screenshot(os.path.join(shots, name))

try:
    driver.get(url)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#canvas svg"))
    svg_text = driver.find_element(By.CSS_SELECTOR, "#canvas svg").get_attribute("outerHTML")
    check("Canvas" in svg_text and 'data-id="img-canvas"' in svg_text, "the canvas shows the Canvas window with its image view")
    shot("01-canvas.png")

    # Shift-click over the image view: (320, 240) in the window's content.
    driver.execute_script("""
        const svg = document.querySelector('#canvas svg');
        const point = svg.createSVGPoint(); point.x = 320; point.y = 240;
        const screen = point.matrixTransform(svg.getScreenCTM());
        svg.dispatchEvent(new MouseEvent('click', {clientX: screen.x, clientY: screen.y, shiftKey: true, bubbles: true}));
    """)
    wait.until(lambda d: d.find_element(By.ID, "menu").is_displayed() and d.find_elements(By.CSS_SELECTOR, "#menu div"))
    items = [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#menu div")]
    views = [item for item in items if not item.endswith("Cell")]
    check(views == ["Image View", "Canvas View", "Clip View", "Scroll View", "Content View", "Canvas Window"],
          "the contextual menu lists image view, canvas view, clip view, scroll view, content view, window: %s" % items)
    shot("02-contextual-menu.png")
    driver.find_element(By.CSS_SELECTOR, "#menu div[data-id='cnv-view']").click()

    # The editor controller's connections, then refocus through Adjust Hue to the toolbar item.
    driver.find_element(By.CSS_SELECTOR, "#outline span[data-id='editor']").click()
    wait.until(lambda d: "Received Actions" in d.find_element(By.ID, "connections").text)
    check("Referencing Bindings" in driver.find_element(By.ID, "connections").text, "the panel shows the referencing binding")
    binding = [row for row in driver.find_elements(By.CSS_SELECTOR, ".entry") if row.text.startswith("value (image)")]
    if binding:
        binding[0].click()
        path = driver.find_element(By.ID, "path").text
        check(path == "Canvas Window ▸ Content View ▸ Scroll View ▸ Canvas View ▸ Image View", "the path control: %s" % path)
    else:
        check(False, "the referencing binding entry is listed")
    shot("03-connections.png")
    hue = [row for row in driver.find_elements(By.CSS_SELECTOR, ".entry") if row.text.startswith("adjustHue:") and "Toolbar Item" in row.text]
    check(bool(hue), "the Adjust Hue action from the toolbar item is listed")
    if hue:
        hue[0].find_element(By.CSS_SELECTOR, "button.refocus").click()
        wait.until(lambda d: "Sent Actions" in d.find_element(By.ID, "connections").text)
        identity = driver.find_element(By.ID, "identity").text
        check("tbi-hue" in identity, "refocused on the Adjust Hue toolbar item")
        check("adjustHue:" in driver.find_element(By.ID, "connections").text, "its sent action adjustHue: is listed")
    shot("04-refocused.png")

    # Jump to class: the image view's custom class, its declaration line highlighted.
    driver.find_element(By.CSS_SELECTOR, "#outline span[data-id='img-canvas']").click()
    wait.until(lambda d: d.find_elements(By.ID, "jump"))
    driver.find_element(By.ID, "jump").click()
    wait.until(lambda d: d.find_elements(By.ID, "excerpt"))
    info = driver.find_element(By.ID, "classInfo").text
    check("Sources/CanvasViews.swift:7:20" in info and "class CanvasImageView" in info, "jump to class shows CanvasImageView's declaration")
    shot("05-jump-to-class.png")

    # Strings tool: replace all, then compare with nibtool strings replace on the reference copy.
    driver.find_element(By.ID, "find").send_keys("Adjust")
    driver.find_element(By.ID, "replace").send_keys("Tune")
    driver.find_element(By.ID, "replaceAll").click()
    wait.until(lambda d: "Changed" in d.find_element(By.ID, "stringsStatus").text)
    shot("06-strings-replaced.png")
    subprocess.run([nibtool, "strings", "replace", "Adjust", "Tune", reference], check=True, capture_output=True)
    same = all(open(os.path.join(folder, p), "rb").read() == open(os.path.join(reference, p), "rb").read()
               for p in ["A/MainMenu.xib", "B/MainMenu.xib", "B/BrightnessSheet.xib"])
    check(same, "replace-all changed the files exactly as nibtool strings replace does")

    # Editing one value in the Strings table: only that title changes on disk.
    from selenium.webdriver.common.action_chains import ActionChains
    sheet = os.path.join(folder, "B/BrightnessSheet.xib")
    before_sheet = open(sheet, encoding="utf-8").read()
    driver.find_element(By.ID, "find").clear()
    from selenium.webdriver.support.ui import Select
    Select(driver.find_element(By.ID, "stringsDocument")).select_by_value("B/BrightnessSheet.xib")
    rows = [row for row in driver.find_elements(By.CSS_SELECTOR, "#strings tbody tr") if row.find_elements(By.CSS_SELECTOR, "td")[1].text == "btn-brightness-cancel-cell"]
    check(bool(rows), "the Strings table lists the sheet's Cancel button")
    if rows:
        ActionChains(driver).double_click(rows[0].find_element(By.CSS_SELECTOR, "td.value")).perform()
        alert = wait.until(lambda d: d.switch_to.alert)
        alert.send_keys("Dismiss")
        alert.accept()
        wait.until(lambda d: "Set btn-brightness-cancel-cell.title" in d.find_element(By.ID, "stringsStatus").text)
        after_sheet = open(sheet, encoding="utf-8").read()
        old_line = [line for line in before_sheet.split("\n") if 'id="btn-brightness-cancel-cell"' in line][0]
        check(after_sheet == before_sheet.replace(old_line, old_line.replace('title="Cancel"', 'title="Dismiss"')),
              "editing one string value changed only that title")
    shot("07-string-edited.png")

    # The identity inspector: a custom class set on the canvas view.
    before = open(os.path.join(folder, "A/MainMenu.xib"), encoding="utf-8").read()
    driver.find_element(By.CSS_SELECTOR, "#outline span[data-id='cnv-view']").click()
    wait.until(lambda d: d.find_elements(By.ID, "customClass"))
    field = driver.find_element(By.ID, "customClass")
    field.clear()
    field.send_keys("ZoomingCanvasView")
    driver.find_element(By.ID, "saveIdentity").click()
    wait.until(lambda d: "Saved" in d.find_element(By.ID, "status").text)
    after = open(os.path.join(folder, "A/MainMenu.xib"), encoding="utf-8").read()
    expected = before.replace('id="cnv-view" customClass="CanvasView"', 'id="cnv-view" customClass="ZoomingCanvasView"')
    check(after == expected and after != before, "setting the custom class changed only that attribute")
    shot("08-custom-class-set.png")
finally:
    driver.quit()
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
    shutil.rmtree(work, ignore_errors=True)

print("browser: %d checks failed" % len(failures))
sys.exit(1 if failures else 0)

"""A WebDriver client of a few dozen lines for Debian's chromedriver and headless Chromium,
shared by scripts/bench-web and scripts/readme-picture (the tests have theirs in Swift,
Tests/SystemTestSupport/WebBrowser.swift)."""

import base64
import json
import socket
import subprocess
import time
import urllib.request


def wait_until(what, condition, timeout=60.0, interval=0.02):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out waiting for {what}")
        time.sleep(interval)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# MARK: the browser, through chromedriver's WebDriver HTTP API


class Browser:
    def __init__(self, width, height, init_script=None, args=()):
        port = free_port()
        self.driver = subprocess.Popen(
            ["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        wait_until("chromedriver", lambda: self._try("GET", "/status"), timeout=20)
        answer = self._request("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", *args]}}}})
        self.session = answer["value"]["sessionId"]
        self.init_script = init_script
        if init_script:
            self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": init_script})

    def _request(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.base + path, data=data, method=method,
            headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=120) as response:
            return json.loads(response.read())

    def _try(self, method, path):
        try:
            return self._request(method, path)
        except OSError:
            return None

    def command(self, path, body):
        return self._request("POST", f"/session/{self.session}/{path}", body)

    def cdp(self, cmd, params):
        return self.command("goog/cdp/execute", {"cmd": cmd, "params": params})

    def run(self, script):
        return self.command("execute/sync", {"script": script, "args": []})["value"]

    def open(self, url):
        self.command("url", {"url": url})

    def new_tab(self):
        handle = self.command("window/new", {"type": "tab"})["value"]["handle"]
        self.command("window", {"handle": handle})
        if self.init_script:
            self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": self.init_script})

    def press(self, key):
        self.command("actions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]}]})

    def viewport(self, width, height):
        """Sets the viewport in CSS pixels, a phone's when under 600 wide (a window
        cannot be narrower than about 500)."""
        self.cdp("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})

    def screenshot(self):
        """The viewport as PNG bytes."""
        return base64.b64decode(
            self._request("GET", f"/session/{self.session}/screenshot")["value"])

    def stop(self):
        try:
            self._request("DELETE", f"/session/{self.session}")
        finally:
            self.driver.terminate()

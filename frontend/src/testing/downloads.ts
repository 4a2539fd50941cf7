import { afterEach, beforeEach, vi } from "vitest";

/**
 * Catches the files a test's screen saves (a blob URL on an anchor, clicked), instead of jsdom's navigation:
 * call in a `describe`; the returned list holds each test's clicked anchors, emptied before each test.
 */
export function captureDownloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked.length = 0;
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:quote"), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return clicked;
}

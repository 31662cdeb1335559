import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** What the stubbed canvas answers for its drawing: a tiny PNG. */
export const DRAWN_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

/**
 * jsdom has no canvas: signature_pad gets a 2D context that draws nothing, and the canvas answers
 * DRAWN_SIGNATURE for its PNG. Drawing itself is proven in the browser (e2e).
 */
export function stubCanvas() {
  const context = new Proxy({}, { get: () => () => {}, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DRAWN_SIGNATURE);
}

/** One stroke across the canvas, as a pen draws it. */
export function drawStroke(canvas: HTMLElement) {
  const pen = { pointerId: 1, isPrimary: true, pointerType: 'pen', buttons: 1 };
  fireEvent.pointerDown(canvas, { ...pen, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(window, { ...pen, clientX: 60, clientY: 30 });
  fireEvent.pointerUp(window, { ...pen, buttons: 0, clientX: 90, clientY: 25 });
}

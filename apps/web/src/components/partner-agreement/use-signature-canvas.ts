import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';

/** An image chosen instead of drawing, drawn under any strokes, fitted to the canvas. */
type BaseImage = { image: HTMLImageElement; width: number; height: number };

const PEN_COLOR = '#1b2559';

function scaleStrokes(strokes: PointGroup[], factor: number): PointGroup[] {
  if (factor === 1) return strokes;
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({
      ...point,
      x: point.x * factor,
      y: point.y * factor,
    })),
  }));
}

function drawFitted(
  context: CanvasRenderingContext2D,
  base: BaseImage,
  width: number,
  height: number,
) {
  const scale = Math.min(width / base.width, height / base.height, 1);
  const drawnWidth = base.width * scale;
  const drawnHeight = base.height * scale;
  context.drawImage(
    base.image,
    (width - drawnWidth) / 2,
    (height - drawnHeight) / 2,
    drawnWidth,
    drawnHeight,
  );
}

/**
 * signature_pad on a canvas sized to its box and to devicePixelRatio
 * (https://github.com/szimek/signature_pad#handling-high-dpi-screens). A resize keeps the strokes,
 * scaled to the new width (the box keeps its aspect ratio); Undo takes back the last stroke, then
 * an image loaded instead of drawing. `onChange` gets the signature as a PNG data URL, or null
 * when the canvas is empty.
 */
export function useSignatureCanvas(onChange: (png: string | null) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const baseRef = useRef<BaseImage | null>(null);
  const sizeRef = useRef({ width: 0, height: 0 });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [isEmpty, setEmpty] = useState(true);

  const report = useCallback(() => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    const empty = pad.toData().length === 0 && baseRef.current === null;
    setEmpty(empty);
    onChangeRef.current(empty ? null : canvas.toDataURL('image/png'));
  }, []);

  const redraw = useCallback((strokes: PointGroup[]) => {
    const pad = padRef.current;
    const context = canvasRef.current?.getContext('2d');
    if (!pad || !context) return;
    pad.clear();
    const { width, height } = sizeRef.current;
    if (baseRef.current) drawFitted(context, baseRef.current, width, height);
    pad.fromData(strokes, { clear: false });
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: PEN_COLOR });
    padRef.current = pad;
    pad.addEventListener('endStroke', report);

    const fit = () => {
      // The layout size: a dialog's opening transition scales the box, not its layout.
      const { clientWidth: width, clientHeight: height } = canvas;
      // Hidden (another way of signing is chosen): keep what is drawn until it shows again.
      if (width === 0 || height === 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const previous = sizeRef.current;
      if (
        previous.width === width &&
        previous.height === height &&
        canvas.width === Math.round(width * ratio)
      ) {
        return;
      }
      const strokes = scaleStrokes(pad.toData(), previous.width ? width / previous.width : 1);
      sizeRef.current = { width, height };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      redraw(strokes);
      if (strokes.length > 0 || baseRef.current) report();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, [redraw, report]);

  const clear = useCallback(() => {
    baseRef.current = null;
    padRef.current?.clear();
    report();
  }, [report]);

  const undo = useCallback(() => {
    const strokes = padRef.current?.toData() ?? [];
    if (strokes.length > 0) strokes.pop();
    else baseRef.current = null;
    redraw(strokes);
    report();
  }, [redraw, report]);

  /** Puts an image (a data URL) on the canvas in place of anything drawn. */
  const loadImage = useCallback(
    async (dataUrl: string) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      baseRef.current = { image, width: image.naturalWidth, height: image.naturalHeight };
      redraw([]);
      report();
    },
    [redraw, report],
  );

  return { canvasRef, isEmpty, clear, undo, loadImage };
}

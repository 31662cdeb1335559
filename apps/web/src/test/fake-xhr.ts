type Listener = (event: ProgressEvent) => void;

/**
 * A stand-in for XMLHttpRequest that records each request and lets a test answer it, report
 * progress or see it aborted — the browser's upload path without a server.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      add(this.uploadListeners, type, listener),
  };

  constructor() {
    FakeXhr.requests.push(this);
  }

  static install(): void {
    FakeXhr.requests = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }

  static last(): FakeXhr {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener): void {
    add(this.listeners, type, listener);
  }
  send(body: FormData): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    emit(this.listeners, 'abort', {});
  }
  progress(loaded: number, total: number): void {
    emit(this.uploadListeners, 'progress', { lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    emit(this.listeners, 'load', {});
  }
}

function add(map: Map<string, Listener[]>, type: string, listener: Listener): void {
  map.set(type, [...(map.get(type) ?? []), listener]);
}

function emit(map: Map<string, Listener[]>, type: string, init: Partial<ProgressEvent>): void {
  for (const listener of map.get(type) ?? []) listener(init as ProgressEvent);
}

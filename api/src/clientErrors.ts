import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/**
 * Requests Node rejects before any middleware runs (oversized headers or URL, malformed HTTP) still get
 * the API's JSON error shape instead of an empty answer.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message = status === 431 ? 'Request headers or URL too large' : 'Malformed HTTP request';
    const body = JSON.stringify({ error: message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

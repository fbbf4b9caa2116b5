import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

type FakePayment = {
  id: string;
  entity: "payment";
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  error_description: string | null;
};
type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  currency: string;
  receipt: string;
  status: string;
  notes: Record<string, string>;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

/**
 * A local stand-in for Razorpay's REST API (orders, payments, refunds) that the real SDK talks to:
 * basic auth with the key pair, Razorpay's paths, entities and error shape. `capture` plays the
 * customer paying in Razorpay's dialog.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  let down = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: status === 401 ? "BAD_REQUEST_ERROR" : "BAD_REQUEST_ERROR", description } });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const body = req.method === "POST" ? await readJson(req) : undefined;
    requests.push({ method: req.method ?? "", path, body });
    if (down) return error(res, 502, "Gateway unavailable");
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return error(res, 401, "The api key provided is invalid");
    let m: RegExpMatchArray | null;
    if (req.method === "POST" && path === "/v1/orders") {
      const amount = Number(body?.amount);
      if (!Number.isInteger(amount) || amount < 100) return error(res, 400, "The amount must be atleast INR 1.00");
      const order: FakeOrder = {
        id: rid("order"),
        entity: "order",
        amount,
        currency: String(body?.currency),
        receipt: String(body?.receipt),
        status: "created",
        notes: (body?.notes as Record<string, string>) ?? {},
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === "GET" && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!orders.has(m[1])) return error(res, 400, "The id provided does not exist");
      const items = [...payments.values()].filter((p) => p.order_id === m![1]);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    if (req.method === "GET" && (m = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      const p = payments.get(m[1]);
      return p ? send(res, 200, p) : error(res, 400, "The id provided does not exist");
    }
    if (req.method === "POST" && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const p = payments.get(m[1]);
      if (!p || p.status !== "captured") return error(res, 400, "The payment has been fully refunded already");
      p.status = "refunded";
      return send(res, 200, {
        id: rid("rfnd"),
        entity: "refund",
        payment_id: p.id,
        amount: Number(body?.amount ?? p.amount),
        status: "processed",
      });
    }
    return error(res, 404, "The requested URL was not found on the server.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders,
    requests,
    setDown: (v: boolean) => void (down = v),
    /** The customer pays (or fails to pay) in Razorpay's dialog. */
    pay(orderId: string, o: { status?: "captured" | "failed" | "authorized"; amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error("unknown order");
      const p: FakePayment = {
        id: rid("pay"),
        entity: "payment",
        order_id: orderId,
        amount: o.amount ?? order.amount,
        currency: order.currency,
        status: o.status ?? "captured",
        error_description: o.status === "failed" ? "Card declined" : null,
      };
      payments.set(p.id, p);
      if (p.status === "captured") order.status = "paid";
      return p;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';

export const metricsMessages = {
  off: 'Metrics are off: set METRICS_TOKEN or METRICS_ALLOW to serve them.',
  tokenRequired: 'Metrics need Authorization: Bearer <METRICS_TOKEN>.',
  addressRefused: 'Metrics are not served to this address.',
};

/** The addresses METRICS_ALLOW names: single addresses and ranges (10.0.0.0/8), IPv4 and IPv6. */
export function allowList(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix !== undefined) list.addSubnet(address, Number(prefix), type);
    else list.addAddress(address, type);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /api/metrics: nobody unless METRICS_TOKEN or METRICS_ALLOW is set (it names routes and
 * volumes); then a request with the token, or from an allowed address (the client's, as TRUST_PROXY says).
 */
export function metricsGuard(env: Env) {
  const allowed = env.METRICS_ALLOW ? allowList(env.METRICS_ALLOW) : undefined;
  const token = env.METRICS_TOKEN ? digest(env.METRICS_TOKEN) : undefined;
  return async (request: FastifyRequest) => {
    if (!allowed && !token) throw new AppError('NOT_FOUND', metricsMessages.off);
    const sent = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (token && sent && timingSafeEqual(digest(sent), token)) return;
    const ip = request.ip.replace(/^::ffff:(?=\d+\.)/, '');
    if (allowed && allowed.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6')) return;
    throw token ? new AppError('UNAUTHORIZED', metricsMessages.tokenRequired) : new AppError('FORBIDDEN', metricsMessages.addressRefused);
  };
}

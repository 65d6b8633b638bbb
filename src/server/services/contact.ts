/**
 * The lead forms' services: a POST per form of src/domain/forms/definitions.ts at its endpoint (quote →
 * /services/contact/quote, test drive → /services/contact/testdrive, contact → /services/contact/mail/contact) and
 * the e-mail check GET /services/contact/mail/validate.
 *
 * A submission (form-urlencoded, multipart/form-data or JSON) is re-validated field by field with the same rules the
 * browser ran, plus the checks only the server can make (retailer Active, ZIP real, vehicle real); a valid one is
 * stored with its delivery outbox rows in one transaction before the 201 `{confirmationId}`. Abuse controls: a
 * honeypot field, one per-IP rate limit across all forms (and a tighter one for bodies that may carry files), a 64 KB
 * body limit, and the same-origin check every unsafe request passes (src/server/plugins/request-guards.ts). The outbox worker delivers leads in
 * the background (src/server/forms/outbox-worker.ts); its settings are `app.env.leads` (src/config/leads.ts).
 *
 * Files of file fields are staged while the body is read (src/server/forms/uploads.ts), committed under generated
 * names just before the lead is stored (their lead_uploads rows go in the lead's transaction), and removed when the
 * lead is not stored for any reason. No route serves them back.
 *
 * A lead also stores the vehicle it is about (src/server/forms/lead-vehicle.ts): an inventory VIN or a saved build
 * named by the form's hidden fields, or the trade-in's own vehicle, derived here again and kept in the lead's
 * `vehicle` column (docs/forms.md, "The vehicle a lead is about").
 */
import { withZip } from '#domain/geo/geo-data.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewLeadUpload } from '#db/repositories/leads.ts';
import { FieldErrorsSchema, LeadConfirmationSchema } from '#domain/forms/contract.ts';
import { FORMS, formEndpoint } from '#domain/forms/definitions.ts';
import { tradeInCheck, tradeInLeadVehicle, tradeInValues } from '#server/forms/trade-in.ts';
import { pickerValue } from '#domain/forms/lead-vehicle.ts';
import { attachedVehicle, vehicleSources, type AttachedVehicle } from '#server/forms/lead-vehicle.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import { inLanguage, validateValues } from '#domain/validation/index.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { serverChecks } from '#server/forms/checks.ts';
import { createDeliverer, outboxRowsFor } from '#server/forms/delivery.ts';
import { acceptableEmail } from '#server/forms/email-check.ts';
import { hashIp, newConfirmationId, newStoryId } from '#server/forms/ids.ts';
import { storyFromSubmission, storySearchText } from '#domain/stories/stories.ts';
import { createOutboxWorker } from '#server/forms/outbox-worker.ts';
import { BODY_LIMIT, FILE_LIMIT, HONEYPOT_FIELD, keptUploads, readSubmission, storedValues, SubmissionError, type Submission } from '#server/forms/submission.ts';
import { findCharity } from './charities.ts';
import { assertNotServed, commit, discard, sweepStaging, type StagedUpload } from '#server/forms/uploads.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { zipIndex } from '#server/geo/zip-index.ts';
import { pageOfForm } from '#domain/forms/pages.ts';

export interface ContactOptions {
  /** Directories the app serves files from: the upload directory may not lie inside one. */
  servedDirs?: readonly string[];
}

/** The e-mail check is called as the visitor types; it gets a looser limit than submissions. */
const VALIDATE_PER_MINUTE = 120;
const USER_AGENT_LENGTH = 256;
/** Staged files older than this were left by a process that stopped mid-request; they are removed at start. */
const STALE_STAGING_MS = 3_600_000;

const InvalidForm = ErrorObject.extend({ fields: FieldErrorsSchema });
const Errors = { 403: ErrorObject, 413: ErrorObject, 415: ErrorObject, 429: ErrorObject, 503: ErrorObject };
const QueryValue = z.union([z.string(), z.array(z.string())]).optional();

const contactServices: FastifyPluginAsyncZod<ContactOptions> = async (app, options) => {
  const config = app.env.leads;
  assertNotServed(config.uploadDir, options.servedDirs ?? []);

  // Registered here, not in app.ts, so multipart bodies and rate limits apply to these routes only.
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 16 * 1024, fields: 60, fileSize: FILE_LIMIT, files: 1, parts: 61, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  const deliver = createDeliverer({ config, brand: app.brand, origin: app.env.PUBLIC_ORIGIN });
  app.addHook('onClose', async () => deliver.close());
  const worker = createOutboxWorker({
    repository: app.repositories.leads,
    deliver,
    log: app.log,
    intervalMs: config.workerIntervalMs,
    baseDelayMs: config.retryBaseMs,
  });
  if (config.workerEnabled) {
    app.addHook('onReady', async () => worker.start());
    // Before the database closes (onClose), so a delivery in progress can record its outcome.
    app.addHook('preClose', async () => worker.stop());
  }

  app.addHook('onReady', async () => {
    const removed = await sweepStaging(config.uploadDir, STALE_STAGING_MS);
    if (removed > 0) app.log.warn({ removed }, 'stale staged uploads removed');
  });

  /** Removes files of a submission that is not kept; a failure is logged, never the answer. */
  async function discardFiles(request: FastifyRequest, files: readonly (StagedUpload | NewLeadUpload)[]) {
    if (files.length === 0) return;
    await discard(config.uploadDir, files).catch((error: unknown) => request.log.error({ err: error }, 'uploaded files not removed'));
  }

  /**
   * The files staged for a request. Whatever its answer (an error's included), they are removed just before it is
   * written; files committed for a stored lead have already left the staging directory.
   */
  const stagedFiles = new WeakMap<FastifyRequest, readonly StagedUpload[]>();

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    const staged = stagedFiles.get(request);
    if (staged) {
      stagedFiles.delete(request);
      await discardFiles(request, staged);
    }
    return payload;
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 413) return sendError(reply, 413, 'Payload too large', 'PAYLOAD_TOO_LARGE', error.message);
    if (status === 415) return sendError(reply, 415, 'Unsupported media type', 'UNSUPPORTED_MEDIA_TYPE', error.message);
    if (status === 429) return sendError(reply, 429, 'Too many requests', 'TOO_MANY_REQUESTS', error.message);
    if (status < 500) return sendError(reply, status, 'Invalid request', 'BAD_REQUEST', error.message);
    request.log.error(error);
    return sendError(reply, 500, 'Internal error', 'INTERNAL', 'The server could not complete the request');
  });

  /**
   * The database failed: 503 'unable to reach the service' and nothing kept. A no-script visitor (`replay`) gets the
   * form's page again with their answers and the service error, so they can simply send it again.
   */
  async function notStored(request: FastifyRequest, reply: FastifyReply, error: unknown, replay: { form: FormDefinition; submission: Submission } | null) {
    request.log.error({ err: error }, 'lead not stored: the database failed');
    reply.header('retry-after', '30');
    if (replay) {
      if (await app.renderFormReplay(request, reply, replay.form.name, replay.submission.lang, { values: replayValues(replay.submission), errors: {}, failed: true }, 503)) return reply;
    }
    return sendError(reply, 503, 'unable to reach the service', 'SERVICE_UNAVAILABLE', 'The submission could not be stored and nothing was kept; please try again');
  }

  const pages = sitePages(app.brand);
  const pagePath = (key: string | undefined) => pages.find((page) => page.key === key)?.path;

  /**
   * A form posted by the browser itself (no script ran): it asks for HTML, and gets pages back — the thank-you through
   * a 303 redirect, or the form's page again with the answers and errors. The island asks for JSON.
   */
  const wantsPage = (request: FastifyRequest) => {
    const accept = request.headers.accept ?? '';
    return accept.includes('text/html') && !accept.includes('application/json');
  };

  /** Where a no-script visitor goes once the lead is stored: the form's success page, else its own page, with the confirmation. */
  function receivedLocation(form: FormDefinition, lang: Language, id: string, retailerId: string | null) {
    const path = pagePath(form.successPage) ?? pagePath(pageOfForm(form.name)?.key) ?? '/index.html';
    const query = new URLSearchParams({ confirmation: id });
    if (form.successPage && form.toRetailer && retailerId) query.set('retailer', retailerId);
    const kind = pageOfForm(form.name)?.kind;
    if (!form.successPage && kind && FORMS.filter((other) => pageOfForm(other.name)?.key === pageOfForm(form.name)?.key).length > 1) query.set('kind', kind);
    return `${localizeHref(path, lang)}?${query.toString()}`;
  }

  /** The answers to show again: everything but uploaded files (a file input cannot be refilled). */
  function replayValues(submission: Pick<Submission, 'values' | 'uploads'>) {
    const uploaded = new Set(submission.uploads.map((upload) => upload.field));
    return Object.fromEntries(Object.entries(submission.values).filter(([name]) => !uploaded.has(name)));
  }

  /** A story form's submission as its story, unpublished until the digital team publishes it (src/db/repositories/stories.ts). */
  function storyOf(form: FormDefinition, submission: Submission) {
    const draft = storyFromSubmission(submission.values, submission.lang, submission.uploads.some((upload) => upload.field === 'media'));
    return { ...draft, id: newStoryId(), source: form.name === 'shareStory' ? ('shareStory' as const) : ('dearBrand' as const), searchText: storySearchText(draft) };
  }

  async function submit(form: FormDefinition, request: FastifyRequest, reply: FastifyReply) {
    const page = wantsPage(request);
    let submission;
    try {
      submission = await readSubmission(request, form, config.uploadDir);
    } catch (error) {
      if (error instanceof SubmissionError) return sendError(reply, error.statusCode, error.statusCode === 400 ? 'Invalid request' : error.message, error.code, error.message);
      throw error;
    }
    stagedFiles.set(request, submission.uploads);
    if (submission.honeypot !== '') {
      // A robot filled the invisible field: it gets what a person would, and nothing is kept.
      request.log.warn({ form: form.name, honeypot: HONEYPOT_FIELD }, 'honeypot filled: submission dropped');
      const confirmationId = newConfirmationId();
      if (page) return reply.redirect(receivedLocation(form, submission.lang, confirmationId, null), 303);
      return reply.code(201).send({ confirmationId });
    }

    // The server never trusts the browser: every rule again, then what only the server knows.
    const errors: Record<string, FieldError> = validateValues(form.fields, submission.values, { brand: app.brand });
    const retailerField = form.fields.find((field) => field.validation === 'retailer');
    const retailerId = retailerField ? submission.values[retailerField.name] : undefined;
    let retailer = null;
    // The vehicle the lead is about (an inventory VIN, a saved build), derived here from the hidden fields.
    let attached: AttachedVehicle | null;
    // A nominated charity, as the server found it (its English name goes with the lead to the digital team).
    const nominated: { charity: { id: string; name: string } | null } = { charity: null };
    try {
      attached = await attachedVehicle(form, submission.values, () => vehicleSources(app, request));
      Object.assign(
        errors,
        await serverChecks(form, submission.values, errors, {
          brand: app.brand,
          retailer: (id) => app.repositories.retailers.byId(id),
          catalog: () => app.repositories.catalog.get(),
          zipExists: (zip) => zipIndex().lookup(zip) !== null,
          uploadedFields: new Set(submission.uploads.map((upload) => upload.field)),
          charity: async (id) => (nominated.charity = await findCharity(app, id, 'en')),
        }),
      );
      Object.assign(errors, tradeInCheck(form, submission.values, errors, await app.repositories.catalog.get(), app.brand, new Date()));
      if (attached?.ok === false) errors[attached.field] = attached.error;
      const picker = form.fields.find((field) => field.component === 'vehicle');
      if (attached?.ok && picker) {
        // The vehicle of interest is the vehicle the lead is about (the form hides its picker while one is attached).
        delete errors[picker.name];
        submission.values[picker.name] = pickerValue(attached.vehicle);
      }
      if (Object.keys(errors).length === 0 && typeof retailerId === 'string' && retailerId !== '') retailer = await app.repositories.retailers.byId(retailerId);
    } catch (error) {
      return notStored(request, reply, error, page ? { form, submission } : null);
    }
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      // The messages in the language of the page the form was sent from, as the island shows them.
      const entries = app.dictionaries[submission.lang].entries;
      const t = createTranslator(entries, { brand: app.brand });
      const fields = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, inLanguage(error, t, (key) => key in entries)]));
      if (page) {
        if (await app.renderFormReplay(request, reply, form.name, submission.lang, { values: replayValues(submission), errors: fields }, 400)) return reply;
      }
      return reply.code(400).send({ message: 'Invalid form', code: 'BAD_REQUEST', reason: `Invalid field${invalid.length > 1 ? 's' : ''}: ${invalid.join(', ')}`, fields });
    }

    const id = newConfirmationId();
    let stored: NewLeadUpload[] = [];
    try {
      // Files of fields that do not apply (a logo sent with a listed charity) are not kept: they stay staged and go.
      stored = await commit(config.uploadDir, keptUploads(form.fields, submission));
      const catalog = await app.repositories.catalog.get();
      const { buildConfig: _choices, ...values } = { ...storedValues(form.fields, submission), ...tradeInValues(form, submission.values, catalog, app.brand, new Date()) };
      if (attached?.ok) {
        // A build that came as choices (a summary link followed without script) is saved now, under its content hash.
        if (attached.save) await app.repositories.savedBuilds.save(attached.save);
        if (attached.vehicle.source === 'build') values.buildToken = attached.vehicle.token;
        else values.vin = attached.vehicle.vin;
      }
      if (nominated.charity) values.charityName = nominated.charity.name;
      await app.repositories.leads.create(
        {
          id,
          form: form.name,
          values,
          vehicle: attached?.ok ? attached.vehicle : tradeInLeadVehicle(form, submission.values, catalog, app.brand, new Date()),
          retailerId: retailer?.id ?? null,
          lang: submission.lang,
          sourcePage: submission.sourcePage,
          ipHash: hashIp(request.ip, config.ipSalt),
          userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_LENGTH) ?? null,
        },
        outboxRowsFor(form, id, retailer, config),
        stored,
        form.story ? storyOf(form, submission) : null,
      );
    } catch (error) {
      // The lead is not stored, so neither are its files.
      await discardFiles(request, stored);
      return notStored(request, reply, error, page ? { form, submission } : null);
    }
    request.log.info({ form: form.name, lead: id, files: stored.length }, 'lead stored');
    // A ZIP the visitor gave on the form becomes theirs for the rest of the site (the visitor context).
    const zip = typeof submission.values.zipCode === 'string' ? normaliseZip(submission.values.zipCode) : null;
    const place = zip ? zipIndex().geographicData(zip) : null;
    const next = place ? withZip(request.geoData, place) : null;
    if (next) request.saveVisitor(next);
    if (page) return reply.redirect(receivedLocation(form, submission.lang, id, retailer?.id ?? null), 303);
    return reply.code(201).send({ confirmationId: id });
  }

  // One limit per IP across every form (LEADS_RATE_LIMIT a minute; none when it is off), and a tighter one of its own
  // for multipart bodies, the only ones that may carry files (LEADS_UPLOAD_RATE_LIMIT). Both are shared by every
  // process through Redis when REDIS_URL is set (src/server/plugins/limits.ts).
  const formLimit = app.limit('forms', config.rateLimit);
  const uploadLimit = app.limit('uploads', config.rateLimit === null ? null : config.uploadRateLimit);
  const limitUploads = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) return;
    return uploadLimit.call(app, request, reply);
  };
  for (const form of FORMS) {
    app.post(
      formEndpoint(form, app.brand),
      {
        bodyLimit: BODY_LIMIT,
        onRequest: [formLimit, limitUploads],
        schema: {
          tags: ['contact'],
          summary: `${form.service ? `${form.service}: submit` : 'Submit'} the ${form.name} form: 201 with the confirmation id once the lead is stored`,
          description: `Fields: ${form.fields.map((field) => field.name).join(', ')}; also lang (en, es, zh), sourcePage and the ${HONEYPOT_FIELD} honeypot. Invalid fields answer 400 with \`fields\`; a database failure answers 503 'unable to reach the service' and keeps nothing.`,
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
          response: { 201: LeadConfirmationSchema, 400: InvalidForm.or(ErrorObject), ...Errors },
        },
      },
      async (request, reply) => submit(form, request, reply),
    );
  }

  app.get(
    '/services/contact/mail/validate',
    {
      onRequest: app.limit('email-check', config.rateLimit === null ? null : VALIDATE_PER_MINUTE),
      schema: {
        tags: ['contact'],
        summary: 'Whether an e-mail address is worth accepting: valid and not a disposable mailbox (true / false; any failure is false)',
        querystring: z.object({ sourceCode: QueryValue, email: QueryValue }),
        response: { 200: z.boolean(), 429: ErrorObject },
      },
    },
    async (request) => typeof request.query.email === 'string' && acceptableEmail(request.query.email, app.brand),
  );
};

export default contactServices;

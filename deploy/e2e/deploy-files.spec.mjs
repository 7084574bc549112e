// The container files cannot be built or run here (no image registry, no Docker, no cluster), so they are
// checked against what the one-machine run (deploy/scripts/prod-local.mjs) does and its test proves: the
// same API command, environment variable names, health paths, ports and apps; and the nginx template,
// rendered the way the local run renders it, passes `nginx -t`.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
// js-yaml is already installed with the linting tools (not declared here, to leave the lockfile alone).
import yaml from 'js-yaml';
import {
  API_ENV,
  API_HEALTH_PATH,
  checkNginxConfig,
  freePort,
  NGINX_TEMPLATE,
  NGINX_TEMPLATE_VARS,
  renderNginxConfig,
  WEB_HEALTH_PATH,
} from '../scripts/prod-local.mjs';
import { APPS, REMOTES, REPO_ROOT } from '../scripts/site.mjs';
import { contentSecurityPolicy } from '../scripts/content-security-policy.mjs';
import { HSTS, REFERRER_POLICY } from '../scripts/static-server.mjs';

const DEPLOY = join(REPO_ROOT, 'deploy');
const read = (path) => readFile(join(DEPLOY, path), 'utf8');
const sorted = (values) => [...values].sort();

/** ENV names and the HEALTHCHECK / CMD lines of a Dockerfile (ENV may span lines with backslashes). */
async function dockerfile(path) {
  const text = (await read(path)).replace(/\\\n\s*/g, ' ');
  const env = {};
  for (const [, body] of text.matchAll(/^ENV (.*)$/gm)) {
    for (const [, name, value] of body.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  }
  return {
    text,
    env,
    healthcheck: text.match(/^HEALTHCHECK (.*)$/m)?.[1] ?? '',
    cmd: text.match(/^CMD (.*)$/m)?.[1] ?? '',
  };
}

async function k8s(file) {
  return yaml.loadAll(await read(join('k8s', file)));
}

function findKind(docs, kind, name) {
  const found = docs.find((doc) => doc?.kind === kind && doc.metadata?.name === name);
  assert.ok(found, `${kind} ${name}`);
  return found;
}

test('compose.yaml runs the API with the environment and health check the local run uses', async () => {
  const compose = yaml.load(await read('compose.yaml'));
  const { api, web, redis } = compose.services;
  assert.deepEqual(sorted(Object.keys(api.environment)), sorted(API_ENV));
  assert.equal(api.environment.NODE_ENV, 'production');
  assert.match(api.environment.REDIS_URL, /^redis:\/\/redis:6379/);
  assert.ok(redis.healthcheck, 'Redis has a health check the API waits for');
  assert.equal(web.environment.API_UPSTREAM, `api:${api.environment.PORT}`);
  assert.equal(api.build.dockerfile, 'deploy/docker/api.Dockerfile');
  assert.equal(web.build.dockerfile, 'deploy/docker/web.Dockerfile');
  const { render } = compose.services;
  assert.equal(render.build.dockerfile, 'deploy/docker/render.Dockerfile');
  assert.equal(web.environment.RENDER_UPSTREAM, `render:${render.environment.RENDER_PORT}`);
  assert.ok(render.deploy.replicas >= 2, 'two render servers at least');
  assert.deepEqual(web.ports, ['8080:8080']);
  assert.equal(web.depends_on.api.condition, 'service_healthy');
});

test('compose.yaml and k8s/ believe X-Forwarded-For from the proxy only, whose network they name', async () => {
  const compose = yaml.load(await read('compose.yaml'));
  const { api, web } = compose.services;
  const proxy = web.networks.edge.ipv4_address;
  assert.equal(api.environment.TRUST_PROXY, proxy, 'the API trusts nginx, by its fixed address');
  const [subnet] = compose.networks.edge.ipam.config.map((entry) => entry.subnet);
  assert.ok(proxy.startsWith(subnet.split('.').slice(0, 3).join('.')), `${proxy} is in ${subnet}`);
  assert.ok(api.networks.includes('edge'), 'the API is on the edge network with nginx');
  assert.equal(api.ports, undefined, "the API's port is never published beside the proxy");

  const apiDocs = await k8s('api.yaml');
  const container = findKind(apiDocs, 'Deployment', 'api').spec.template.spec.containers[0];
  const trust = container.env.find((entry) => entry.name === 'TRUST_PROXY')?.value;
  assert.equal(trust, 'uniquelocal', 'the API trusts the pod network in front of it');
  const service = findKind(apiDocs, 'Service', 'api');
  assert.ok(
    !service.spec.type || service.spec.type === 'ClusterIP',
    'the API is reachable in the cluster only',
  );
});

test('the API image starts and health-checks the API as the local run does', async () => {
  const image = await dockerfile('docker/api.Dockerfile');
  // site.mjs startApi: node api/dist/main.js with PORT set.
  assert.equal(image.cmd, '["node", "api/dist/main.js"]');
  assert.equal(image.env.PORT, '3000');
  assert.equal(image.env.NODE_ENV, 'production');
  assert.ok(
    image.healthcheck.includes(`http://127.0.0.1:${image.env.PORT}${API_HEALTH_PATH}`),
    image.healthcheck,
  );
});

test('the web image fills every variable of the nginx template and lays out every app', async () => {
  const image = await dockerfile('docker/web.Dockerfile');
  const template = await readFile(NGINX_TEMPLATE, 'utf8');
  const used = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name));
  assert.deepEqual(sorted(used), sorted(NGINX_TEMPLATE_VARS));
  // NGINX_LOCAL_RESOLVERS is filled by the official image's entrypoint when this is set.
  assert.equal(image.env.NGINX_ENTRYPOINT_LOCAL_RESOLVERS, '1');
  for (const name of NGINX_TEMPLATE_VARS.filter((n) => n !== 'NGINX_LOCAL_RESOLVERS')) {
    assert.ok(image.env[name], `web.Dockerfile sets ${name}`);
  }
  assert.ok(
    image.healthcheck.includes(`http://127.0.0.1:${image.env.LISTEN_PORT}${WEB_HEALTH_PATH}`),
  );
  assert.match(image.text, /node deploy\/scripts\/layout-web\.mjs \/out/);
  assert.match(image.text, /COPY --from=build \/out \/srv/);
  assert.equal(image.env.WEB_ROOT, '/srv');
  for (const app of APPS)
    assert.match(image.text, new RegExp(`-w ${app.workspace}\\b`), `builds ${app.workspace}`);
  // A failing build of any app fails the image: none is swallowed into a fallback.
  assert.doesNotMatch(image.text, /\|\|\s*echo|--if-present/);
});

test('the Kubernetes manifests agree with the local run: environment, probes, ports, apps', async () => {
  const kustomization = yaml.load(await read('k8s/kustomization.yaml'));
  for (const file of kustomization.resources)
    assert.ok(existsSync(join(DEPLOY, 'k8s', file)), file);

  const apiDocs = await k8s('api.yaml');
  const apiContainer = findKind(apiDocs, 'Deployment', 'api').spec.template.spec.containers[0];
  const secret = findKind(await k8s('secret.example.yaml'), 'Secret', 'travel-api');
  const names = [...apiContainer.env.map((entry) => entry.name), ...Object.keys(secret.stringData)];
  assert.deepEqual(sorted(names), sorted(API_ENV));
  const port = apiContainer.env.find((entry) => entry.name === 'PORT').value;
  assert.equal(String(apiContainer.ports[0].containerPort), port);
  assert.equal(apiContainer.readinessProbe.httpGet.path, API_HEALTH_PATH);
  assert.equal(apiContainer.livenessProbe.httpGet.path, API_HEALTH_PATH);
  const apiService = findKind(apiDocs, 'Service', 'api');

  const webDocs = await k8s('web.yaml');
  const web = findKind(webDocs, 'Deployment', 'web').spec.template.spec.containers[0];
  const upstream = web.env.find((entry) => entry.name === 'API_UPSTREAM').value;
  assert.match(upstream, new RegExp(`^api\\..*:${apiService.spec.ports[0].port}$`));
  const renderDocs = await k8s('render.yaml');
  const render = findKind(renderDocs, 'Deployment', 'render').spec.template.spec.containers[0];
  const renderService = findKind(renderDocs, 'Service', 'render');
  const renderUpstream = web.env.find((entry) => entry.name === 'RENDER_UPSTREAM').value;
  assert.match(renderUpstream, new RegExp(`^render\\..*:${renderService.spec.ports[0].port}$`));
  assert.equal(render.readinessProbe.httpGet.path, '/healthz');
  // Canonical links name the public site, as the API's mail links do, not the Host the pod was reached by.
  const apiEnv = (name) => apiContainer.env.find((entry) => entry.name === name)?.value;
  assert.equal(
    render.env.find((entry) => entry.name === 'SITE_ORIGIN')?.value,
    apiEnv('WEB_ORIGIN'),
  );
  assert.ok(
    findKind(renderDocs, 'Deployment', 'render').spec.replicas >= 2,
    'two render servers at least',
  );
  assert.equal(web.readinessProbe.httpGet.path, WEB_HEALTH_PATH);
  assert.equal(web.ports[0].containerPort, 8080);

  // remotes.json names every remote at its versioned path, as layout-web.mjs writes it.
  const runtime = findKind(webDocs, 'ConfigMap', 'web-runtime');
  const remotes = JSON.parse(runtime.data['remotes.json']);
  assert.deepEqual(sorted(Object.keys(remotes)), sorted(REMOTES.map((app) => app.name)));
  for (const app of REMOTES) {
    const { version } = JSON.parse(
      await readFile(join(REPO_ROOT, app.workspace, 'package.json'), 'utf8'),
    );
    assert.equal(remotes[app.name], `/remotes/${app.name}/${version}/mf-manifest.json`);
  }
  assert.deepEqual(JSON.parse(runtime.data['config.json']), { apiUrl: '' });
});

test('the nginx template, rendered as the local run renders it, passes nginx -t', async () => {
  const runtimeDir = await mkdtemp(join(tmpdir(), 'travel-nginx-check-'));
  try {
    const conf = join(runtimeDir, 'nginx.conf');
    const rendered = await renderNginxConfig({
      apiPorts: [await freePort(), await freePort()],
      renderPorts: [await freePort(), await freePort()],
      listenPort: await freePort(),
      webRoot: join(runtimeDir, 'web'),
      runtimeDir,
    });
    assert.doesNotMatch(rendered, /\$\{\w+\}/);
    assert.doesNotMatch(rendered, /^\s*server\s.*\bresolve\b/m, 'no `resolve` for nginx 1.22');
    assert.equal(
      rendered.match(/server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;/g)?.length,
      4,
      'two API instances and two render servers',
    );
    await writeFile(conf, rendered);
    await checkNginxConfig(conf, runtimeDir);
  } finally {
    await rm(runtimeDir, { recursive: true, force: true });
  }
});

test('nginx gives the pages the Referrer-Policy of the local server, and HSTS', async () => {
  const template = await read('nginx/nginx.conf');
  assert.ok(template.includes(`add_header Referrer-Policy "${REFERRER_POLICY}" always;`));
  assert.ok(template.includes(`add_header Strict-Transport-Security "${HSTS}" always;`));
});

test('nginx gives the pages the same Content-Security-Policy the local server builds for one origin', async () => {
  const template = await read(NGINX_TEMPLATE.slice(DEPLOY.length + 1));
  const policies = [
    ...template.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g),
  ].map((m) => m[1]);
  // Files and rendered pages (location @render) carry the same one.
  assert.deepEqual([...new Set(policies)], [contentSecurityPolicy()]);
});

// The list of apps lives in deploy/scripts/site.mjs; the files that cannot import it must agree with it.
test('production builds ship no source maps (every file of dist/ is served)', async () => {
  for (const app of ['shell', ...REMOTES.map((remote) => remote.workspace)]) {
    const { default: factory } = await import(join(REPO_ROOT, app, 'webpack.config.mjs'));
    const configs = [factory({}, { mode: 'production' })].flat();
    assert.ok(configs.length > 0, app);
    for (const config of configs) assert.equal(config.devtool, false, `${app}: ${config.name}`);
  }
});

test("each app's dev server, the shell's dev remotes.json and both images' workspace lists agree with site.mjs", async () => {
  for (const app of APPS) {
    const config = await readFile(join(REPO_ROOT, app.workspace, 'webpack.config.mjs'), 'utf8');
    assert.match(
      config,
      new RegExp(`name: '${app.name}'`),
      `${app.workspace} is federated as ${app.name}`,
    );
    assert.match(
      config,
      new RegExp(`port: ${app.port}\\b`),
      `${app.workspace} serves on ${app.port}`,
    );
  }
  const devRemotes = JSON.parse(
    await readFile(join(REPO_ROOT, 'shell', 'public', 'remotes.json'), 'utf8'),
  );
  assert.deepEqual(
    devRemotes,
    Object.fromEntries(
      REMOTES.map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
    ),
  );
  const { workspaces } = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8'));
  for (const file of ['docker/api.Dockerfile', 'docker/web.Dockerfile']) {
    const { text } = await dockerfile(file);
    for (const workspace of workspaces) {
      assert.match(
        text,
        new RegExp(`COPY ${workspace}/package\\.json ${workspace}/`),
        `${file} copies ${workspace}`,
      );
    }
  }
  assert.deepEqual(
    APPS.map((app) => app.workspace).filter((workspace) => !workspaces.includes(workspace)),
    [],
  );
});

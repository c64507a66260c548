// Common webpack config of every app. Each app's webpack.config.mjs only says which app it is.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { APPS, ROOT, STANDALONE_FEDERATION_RUNTIME, hostConfig, remoteConfig } from './federation.mjs';
import { portsFromEnv, runtimeConfig } from './runtime-config.mjs';

// webpack 5.110 ships minimizer-webpack-plugin (the successor of terser-webpack-plugin) as its
// own dependency; resolve it through webpack so we use exactly the copy webpack was tested with.
const requireFromWebpack = createRequire(createRequire(import.meta.url).resolve('webpack/package.json'));
const MinimizerPlugin = requireFromWebpack('minimizer-webpack-plugin');

const HASHED = '[name].[contenthash:12].js';

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // The shared library is TypeScript source reached through a workspace symlink; webpack
    // resolves symlinks to shared/src, which is outside node_modules and so is transpiled.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev } },
          target: 'es2022',
        },
      },
    },
  };
}

function minimizer() {
  // The SWC minifier builds about twice as fast as Terser (ARCHITECTURE.md).
  return new MinimizerPlugin({
    minify: { implementation: MinimizerPlugin.swcMinify, options: {} },
    // Licence banners stay inside the chunks; separate .LICENSE.txt files only add requests to deploy.
    extractComments: false,
  });
}

function baseConfig({ appDir, name, isDev, outputPath, entry }) {
  return {
    name,
    context: appDir,
    mode: isDev ? 'development' : 'production',
    target: 'web',
    entry,
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: outputPath,
      publicPath: 'auto',
      filename: HASHED,
      chunkFilename: HASHED,
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      uniqueName: name,
      // mfe-forms' public entry (dist/public), the shell's login page (dist/login) and a remote's
      // standalone federation runtime are built by parallel compilers: keep them.
      clean: { keep: (asset) => asset.startsWith('public/') || asset.startsWith('login/') || asset === STANDALONE_FEDERATION_RUNTIME },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Code written as `./x.js` for Node ESM still finds the `.ts` file.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        swcRule(isDev),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      // One runtime per entry: a shared runtime chunk breaks federation's share scope.
      runtimeChunk: false,
      minimize: !isDev,
      minimizer: [minimizer()],
    },
    // Sizes are measured by npm run bench against explicit budgets, not by webpack hints.
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Issue 13 §5: the shell's libraries in three larger chunks instead of one per package (the login
 * page made 59 requests). Packages that only the signed-in frame or a later page uses (menus,
 * drawer, cards, tables) keep their own chunks, so the login page does not download them
 * (avatars, popovers and tooltips are on the login page already: the shared platform and the
 * login page use them). Only the shell: a remote's libraries are fallbacks, rarely downloaded.
 */
function hostSplitChunks() {
  const modules = (pattern) => new RegExp(`[\\\\/]node_modules[\\\\/]${pattern}`);
  const group = (name, test, priority) => ({ name, test, chunks: 'async', enforce: true, priority });
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      react: group('lib-react', modules('(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack|zustand|use-sync-external-store|cookie|set-cookie-parser)[\\\\/]'), 30),
      forms: group('lib-forms', modules('(yup|react-hook-form|@hookform|tiny-case|toposort|property-expr)[\\\\/]'), 20),
      fluent: group(
        'lib-fluent',
        // Not the packages of what a later or lazy page shows (the login form's inputs and checkbox,
        // menus, drawer, cards, tables, other field controls): grouped here, they were downloaded with
        // the first screen of a signed-in user (issue 13 §5).
        modules('(@fluentui[\\\\/](?!react-(menu|drawer|card|table|divider|input|checkbox|select|switch|textarea|combobox|radio|spinbutton|accordion|tabs)[\\\\/])|@griffel|tabster|keyborg|@swc[\\\\/]helpers|stylis|rtl-css-js)'),
        10,
      ),
    },
  };
}

function devServer(port) {
  const { portBase, apiPort } = portsFromEnv();
  return {
    port,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    setupMiddlewares(middlewares) {
      // Same config.json as npm start, computed from FO_PORT_BASE / FO_API_PORT.
      middlewares.unshift({
        name: 'runtime-config',
        path: '/config.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(runtimeConfig({ portBase, apiPort })));
        },
      });
      return middlewares;
    },
    client: { overlay: { warnings: false, errors: true } },
  };
}

function appByDir(appDir) {
  const app = APPS.find((candidate) => join(ROOT, candidate.dir) === appDir);
  if (!app) throw new Error(`${appDir} is not an app workspace`);
  return app;
}

/**
 * A remote's standalone page runs without the shell, so without the federation runtime its
 * container expects (federation.mjs, `externalRuntime`): this small plain bundle provides it.
 */
function standaloneRuntimeConfig(appDir, app, isDev) {
  const config = baseConfig({
    appDir,
    name: `${app.name}-federation-runtime`,
    isDev,
    outputPath: join(appDir, 'dist'),
    entry: { runtime: join(ROOT, 'build', 'federation-runtime-global.mjs') },
  });
  config.output.filename = STANDALONE_FEDERATION_RUNTIME;
  config.output.clean = false;
  config.plugins = [];
  return config;
}

/**
 * The webpack config of an app: the shell (federation host, no build-time remotes) or, for a
 * remote, two compilers: the federation container exposing ./pages plus its standalone page, and
 * the federation runtime that standalone page loads first.
 */
export function appConfig(appDir, argv = {}) {
  const app = appByDir(appDir);
  const isDev = argv.mode === 'development';
  const isShell = app.name === 'shell';
  const { portBase } = portsFromEnv();
  const config = baseConfig({
    appDir,
    name: app.name,
    isDev,
    outputPath: join(appDir, 'dist'),
    entry: { main: './src/index.ts' },
  });
  config.plugins = [
    new ModuleFederationPlugin(isShell ? hostConfig() : remoteConfig(app.name)),
    new HtmlWebpackPlugin({
      template: isShell ? join(appDir, 'public', 'index.html') : join(ROOT, 'build', 'standalone.html'),
      title: isShell ? 'Front Office' : `Front Office · ${app.name} (standalone)`,
      // The standalone page's template loads this before its entry (remotes only).
      federationRuntime: isShell ? null : `/${STANDALONE_FEDERATION_RUNTIME}`,
      chunks: ['main'],
      // Absolute, so deep links served by the index.html fallback still find the scripts.
      // Chunks loaded later keep publicPath 'auto' (from the script's own URL).
      publicPath: '/',
      scriptLoading: 'defer',
    }),
  ];
  if (isShell && !isDev) config.optimization.splitChunks = hostSplitChunks();
  config.devServer = devServer(portBase + app.offset);
  // The shell's login page is its own document (loginEntryConfig, served from memory at /login/).
  if (isShell) config.devServer.historyApiFallback = { rewrites: [{ from: /^\/login\/?$/, to: '/login/index.html' }] };
  return isShell ? config : [config, standaloneRuntimeConfig(appDir, app, isDev)];
}

/**
 * mfe-forms' public entry: a plain, tree-shaken bundle without the federation share scope, so
 * a public visitor downloads only what the public form renders. Null until the entry exists.
 */
export function publicEntryConfig(appDir, argv = {}) {
  const entry = join(appDir, 'src', 'public', 'index.tsx');
  if (!existsSync(entry)) return null;
  return plainPageConfig({
    appDir,
    argv,
    name: 'forms-public',
    folder: 'public',
    entry: { public: './src/public/index.tsx' },
    template: join(ROOT, 'build', 'standalone.html'),
  });
}

/** A plain page bundle (no federation) built into dist/<folder>/, its page's scripts under /<folder>/. */
export function plainPageConfig({ appDir, argv, name, folder, entry, template }) {
  const config = baseConfig({ appDir, name, isDev: argv.mode === 'development', outputPath: join(appDir, 'dist', folder), entry });
  config.plugins = [new HtmlWebpackPlugin({ template, title: 'Front Office', publicPath: `/${folder}/`, scriptLoading: 'defer' })];
  return config;
}

/**
 * The shell's login page (issue 13 §5): a plain, tree-shaken bundle outside the federation host,
 * like mfe-forms' public entry, served for GET /login from dist/login. The login page is the
 * shell's own component; here `@front-office/shared/platform` is only the platform's sign-in part
 * (shared/src/platform/sign-in.ts), since the platform's index re-exports every component.
 */
export function loginEntryConfig(appDir, argv = {}) {
  const config = plainPageConfig({
    appDir,
    argv,
    name: 'shell-login',
    folder: 'login',
    entry: { login: './src/login-entry.tsx' },
    template: join(appDir, 'public', 'index.html'),
  });
  // Chunks under /login/ too: the dev server serves both of the shell's compilers from one origin.
  config.output.publicPath = '/login/';
  config.resolve.alias = { '@front-office/shared/platform$': join(ROOT, 'shared', 'src', 'platform', 'sign-in.ts') };
  // A name the sign-in part does not export fails the build instead of being undefined at run time.
  config.module.parser = { javascript: { exportsPresence: 'error' } };
  // One file for the page; what it loads later (the hint's tooltip) is one chunk each.
  config.optimization.splitChunks = false;
  return config;
}

// The shell's page paints before any of its script runs (issue 35). With a plain
// <script type="module" src="main.js"> a script that arrives while the HTML is still being parsed runs
// before the first frame, so the prerendered page waited for the federation runtime to start (a few
// hundred ms on a slow phone) and its Largest Contentful Paint with it. Instead the script is fetched at
// once (<link rel="modulepreload">, in the head) and started from the end of the body once a frame has
// been painted (requestAnimationFrame, then a task), or after 200 ms whatever happens (a hidden tab
// paints no frame). It is inserted as a <script src> element, so the runtime's automatic public path
// still finds it. The gateway's CSP allows the inline starter by its hash, as it does the theme script.
import rspack from '@rspack/core';

const NAME = 'StartAfterPaintPlugin';

/** The inline starter for one module script. */
export function starter(src) {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})()`
  );
}

export class StartAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        NAME,
        async (data) => {
          const isModuleScript = (tag) =>
            tag.tagName === 'script' &&
            tag.attributes.type === 'module' &&
            typeof tag.attributes.src === 'string';
          const scripts = [...data.headTags, ...data.bodyTags].filter(isModuleScript);
          data.headTags = data.headTags.filter((tag) => !isModuleScript(tag));
          data.bodyTags = data.bodyTags.filter((tag) => !isModuleScript(tag));
          for (const script of scripts) {
            const src = script.attributes.src;
            data.headTags.push({
              tagName: 'link',
              attributes: { rel: 'modulepreload', href: src },
              voidTag: true,
            });
            data.bodyTags.push({
              tagName: 'script',
              attributes: {},
              voidTag: false,
              innerHTML: starter(src),
            });
          }
          return data;
        },
      );
    });
  }
}

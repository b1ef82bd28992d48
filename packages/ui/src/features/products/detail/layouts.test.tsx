import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTextStore } from '../../../i18n/i18n';
import { LangProvider, TextStoreProvider } from '../../../i18n/lang-provider';
import type { Lang } from '../../../i18n/languages';
import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import type { MachineProduct } from '@castall/machines/types';
import { RichLayout } from './RichLayout';
import { SimpleLayout } from './SimpleLayout';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

async function render(node: React.ReactNode, lang: Lang = 'pt') {
  const texts = createTextStore({ strict: true });
  await texts.ensure(lang, ['products', 'catalogs']);
  return renderToString(
    <TextStoreProvider store={texts}>
      <StaticRouter location="/products/x">
        <LangProvider lang={lang}>{node}</LangProvider>
      </StaticRouter>
    </TextStoreProvider>,
  );
}

/** No plastic machine is in the catalogue yet; the simpler layout is checked with one. */
const plastic: MachineProduct = {
  ...(machineCatalog.product('cast-all-250', 'pt') as MachineProduct),
  id: 'cast-all-250',
  category: 'plastic',
  name: 'Injetora de teste',
};

describe('product layouts', () => {
  it('renders the simpler layout: back link, image, features, applications, actions, specs', async () => {
    // The download, share and quote-list islands are the page file's (pages/[...lang]/products).
    const islands = <b id="islands" />;
    const html = await render(<SimpleLayout product={plastic} islands={islands} />);
    expect(html).toContain('Voltar para produtos');
    expect(html).toContain('<h1>Injetora de teste</h1>');
    for (const title of ['Características', 'Aplicações típicas', 'Especificações técnicas']) {
      expect(html).toContain(title);
    }
    expect(html).toMatch(
      /<div class="product-actions">.*Solicitar orçamento.*<b id="islands"><\/b><\/div>/,
    );
    expect(html).not.toContain('Acessórios de série');
  });

  it('renders the rich layout with accessories and support benefits, bold as <strong>', async () => {
    const product = machineCatalog.product('dosador-linear', 'en') as MachineProduct;
    const html = await render(<RichLayout product={product} />, 'en');
    expect(html).toContain('Standard accessories');
    // The doser's own items, not the die-casting machine's accessories.
    expect(html).toContain('Models V900xH2000, V1300xH2000 and V1300xH2600');
    expect(html).not.toContain('Injection bushing and piston');
    expect(html).toContain('Nationwide technical assistance');
    expect(html).toContain('<strong>up to 700 °C</strong>');
    expect(html).not.toContain('**');
  });
});

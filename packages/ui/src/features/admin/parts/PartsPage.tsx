import { PAGE_SIZES, type PageSize, type PartCategory } from '@castall/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useId } from '../../../lib/use-id';
import { pageCountOf } from '../../../lib/pagination';
import type { AdminPart } from '../admin-api';
import { ChangePasswordDialog } from '../account/ChangePasswordDialog';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { CsvTools } from '../csv/CsvTools';
import { useAdminSession } from '../session';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { useDocumentTitle } from '../use-document-title';
import { AdminPagination } from './AdminPagination';
import { PartFormDialog } from './PartFormDialog';
import { PartsTable } from './PartsTable';
import { TrashDialog } from '../trash/TrashDialog';
import { INITIAL_FILTER, usePartsList, type PartsFilter } from './use-parts-list';
import { CategoryOptions } from './CategoryOptions';
import { Notice, type AdminNotice } from '../notice';

/** Whether a search, a category or the translation filter narrows the list. */
function isNarrowed(filter: PartsFilter): boolean {
  return filter.search.trim() !== '' || filter.categoria !== '' || filter.missingTranslation;
}

function sameView(a: PartsFilter, b: PartsFilter): boolean {
  return (
    a.search === b.search &&
    a.categoria === b.categoria &&
    a.missingTranslation === b.missingTranslation &&
    a.pageSize === b.pageSize &&
    a.page === b.page
  );
}

/** Which form is open (spec §4 "Admin form"): none, a new part, or an existing one. */
type FormState = { open: false } | { open: true; part: AdminPart | undefined; key: number };

/** /admin (spec §2): 'Gerenciamento de Peças do E-Shop'. */
export function PartsPage() {
  const { api, platform, signOut } = useAdminSession();
  const searchId = useId();
  useDocumentTitle(T.title);
  const [filter, setFilter] = useState<PartsFilter>(INITIAL_FILTER);
  const [form, setForm] = useState<FormState>({ open: false });
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);

  // Spec §4: a 401 logs out, which tells the server too (its cookie is cleared, whatever ended
  // the session); the session gate around this screen then goes to the login.
  const endSession = useCallback(() => {
    void signOut();
  }, [signOut]);
  const { state, reload, showSaved } = usePartsList(api, filter, endSession);

  useEffect(() => {
    if (notice?.kind !== 'ok') return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Spec §4: changing the search, the category or the page size goes back to page 1. */
  const change = (patch: Partial<Omit<PartsFilter, 'page'>>) =>
    setFilter((current) => ({ ...current, ...patch, page: 1 }));
  const goToPage = useCallback(
    (page: number) => setFilter((current) => ({ ...current, page })),
    [],
  );

  async function logout() {
    if (!window.confirm(T.logoutConfirm)) return;
    await signOut();
  }

  const remove = useCallback(
    async (part: AdminPart) => {
      if (!window.confirm(T.deleteConfirm)) return;
      try {
        await api.deletePart(part.id);
        setNotice({ kind: 'ok', text: T.deleted });
        reload();
      } catch (err) {
        if (isUnauthorized(err)) endSession();
        else
          setNotice({
            kind: 'error',
            text: failureMessage(err, { refused: T.deleteError, network: T.deleteNetworkError }),
          });
      }
    },
    [api, reload, endSession],
  );
  /**
   * After adding a part: the list is in creation order, so the new part is the last one of the
   * unfiltered list. Show the page it landed on, counted afresh (other parts may have been added
   * meanwhile), or the administrator would not see what they just added. With a search or a
   * category narrowing the list, the page stays (the new part may not match it).
   */
  const showAddedPart = useCallback(async () => {
    const shown = filter;
    let lastPage: number | undefined;
    if (!isNarrowed(shown)) {
      try {
        const { total } = await api.queryParts({ ...shown, page: 1 });
        lastPage = pageCountOf(total, shown.pageSize);
      } catch {
        // The reload below meets the same failure and shows it as any load does.
      }
    }
    // The administrator may have searched or paged meanwhile (the count takes a request): their
    // view wins, and only the unchanged view moves.
    setFilter((current) =>
      lastPage === undefined || lastPage === current.page || !sameView(current, shown)
        ? current
        : { ...current, page: lastPage },
    );
    reload();
  }, [api, filter, reload]);
  const edit = useCallback((part: AdminPart) => setForm({ open: true, part, key: Date.now() }), []);
  const onDelete = useCallback((part: AdminPart) => void remove(part), [remove]);

  const shown =
    state.kind === 'loading' ? state.previous : state.kind === 'list' ? state : undefined;
  const total = shown?.total ?? 0;
  const pageCount = pageCountOf(total, filter.pageSize);
  const from = total === 0 ? 0 : (filter.page - 1) * filter.pageSize + 1;
  const to = Math.min(total, filter.page * filter.pageSize);
  const filtered = isNarrowed(filter);
  // Issue 17: nothing found says so (the empty block) with no 'Mostrando 0-0' and no pager.
  const nothingFound = state.kind !== 'samples' && shown !== undefined && total === 0;

  return (
    <div className="admin-page">
      <header className="admin-header">
        <h1>{T.title}</h1>
        <div className="admin-header__actions">
          {platform.siteUrl !== undefined && (
            <a className="admin-button" href={platform.siteUrl}>
              {T.viewSite}
            </a>
          )}
          <button type="button" className="admin-button" onClick={() => setChangingPassword(true)}>
            {T.changePassword}
          </button>
          <button type="button" className="admin-button" onClick={() => void logout()}>
            {T.logout}
          </button>
        </div>
      </header>
      <main className="admin-main">
        <Notice notice={notice} />
        <div className="admin-toolbar">
          <label className="admin-field admin-toolbar__search" htmlFor={searchId}>
            <span className="admin-visually-hidden">{T.searchLabel}</span>
          </label>
          <input
            id={searchId}
            type="search"
            className="admin-toolbar__search-input"
            placeholder={T.searchPlaceholder}
            value={filter.search}
            onChange={(event) => change({ search: event.target.value })}
          />
          {/* Named by aria-label, not a wrapping label: a label's name would take in the chosen
              option ('Todas as categorias'), and the form's 'Categoria' must be the only control
              found by that word while the form is open. */}
          <div className="admin-field admin-field--inline">
            <select
              aria-label={T.categoryFilter}
              value={filter.categoria}
              onChange={(event) => change({ categoria: event.target.value as PartCategory | '' })}
            >
              <CategoryOptions emptyLabel={T.allCategories} />
            </select>
          </div>
          <label className="admin-field admin-field--inline admin-field--check">
            <input
              type="checkbox"
              checked={filter.missingTranslation}
              onChange={(event) => change({ missingTranslation: event.target.checked })}
            />
            <span>{T.missingTranslation}</span>
          </label>
          {state.kind !== 'samples' && (
            <button type="button" className="admin-button" onClick={() => setTrashOpen(true)}>
              {T.trash}
            </button>
          )}
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setForm({ open: true, part: undefined, key: Date.now() })}
          >
            {T.newPart}
          </button>
        </div>

        {state.kind === 'samples' && (
          <div className="admin-banner" role="alert">
            <p>{T.sampleBanner}</p>
            <button type="button" className="admin-button" onClick={reload}>
              {T.sampleRetry}
            </button>
          </div>
        )}

        <div className="admin-summary">
          <p aria-live="polite">
            {/* Nothing to count before the first answer: 'Carregando...' says enough. */}
            {state.kind === 'samples'
              ? T.showing(1, state.items.length, state.items.length)
              : shown && !nothingFound && T.showing(from, to, total)}
            {/* Spec §2: shown whenever a filter is active, so an empty result still says
                the catalogue itself is not empty. */}
            {filtered && state.kind === 'list' && (
              <>
                {nothingFound ? '' : ' '}
                {T.filteredOf(state.unfilteredTotal)}
              </>
            )}
          </p>
          <label className="admin-field admin-field--inline">
            <span>{T.pageSize}</span>
            <select
              value={filter.pageSize}
              onChange={(event) => change({ pageSize: Number(event.target.value) as PageSize })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>

        {state.kind === 'loading' && (
          <p className="admin-loading" role="status">
            {T.loading}
          </p>
        )}
        {state.kind === 'samples' ? (
          <PartsTable
            items={state.items}
            apiBaseUrl={platform.apiBaseUrl}
            editable={false}
            onEdit={edit}
            onDelete={onDelete}
          />
        ) : shown && shown.items.length > 0 ? (
          <PartsTable
            items={shown.items}
            apiBaseUrl={platform.apiBaseUrl}
            editable
            onEdit={edit}
            onDelete={onDelete}
          />
        ) : state.kind === 'list' ? (
          <div className="admin-empty" role="status">
            <p>{T.empty}</p>
            <p>{T.emptyHint}</p>
          </div>
        ) : null}

        {state.kind !== 'samples' && shown && !nothingFound && (
          <AdminPagination
            page={filter.page}
            pageCount={pageCount}
            total={total}
            onPage={goToPage}
          />
        )}

        {state.kind !== 'samples' && <CsvTools onImported={reload} onUnauthorized={endSession} />}
      </main>
      {changingPassword && (
        <ChangePasswordDialog
          onClose={() => setChangingPassword(false)}
          onUnauthorized={endSession}
          onChanged={() => {
            setChangingPassword(false);
            setNotice({ kind: 'ok', text: T.passwordChanged });
          }}
        />
      )}
      {trashOpen && (
        <TrashDialog
          onClose={() => setTrashOpen(false)}
          onUnauthorized={endSession}
          onRestored={reload}
        />
      )}
      {form.open && (
        <PartFormDialog
          key={form.key}
          part={form.part}
          onClose={() => setForm({ open: false })}
          onUnauthorized={endSession}
          onRestored={reload}
          onSaved={(saved) => {
            setForm({ open: false });
            setNotice({ kind: 'ok', text: T.saved });
            if (form.part === undefined) void showAddedPart();
            else {
              showSaved(saved);
              reload();
            }
          }}
        />
      )}
    </div>
  );
}

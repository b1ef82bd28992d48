import { foldCode } from '../parts/search-text';
import type { BackupRecord } from '../store/types';
import { InvalidBackupError } from './archive-format';

/**
 * What a store keeps unique, checked across the whole archive before anything is written
 * (issue 38): a part id (live or trashed), a part code by the stores' key (a trashed part keeps
 * its code), an import id, an account's username and a subscriber's address. An archive that
 * repeats one was not written by a store and is refused, naming what repeats. Holds one key per
 * record: about 10 MB for 100,000 parts.
 */
export function createUniqueRecordsCheck(): (record: BackupRecord) => void {
  const seen = new Set<string>();
  const once = (key: string, what: string) => {
    if (seen.has(key))
      throw new InvalidBackupError(`O backup repete ${what}; nada foi restaurado.`);
    seen.add(key);
  };
  return (record) => {
    switch (record.kind) {
      case 'part':
      case 'trashed':
        once(`part\0${record.part.id}`, `a peça ${record.part.id}`);
        once(`code\0${foldCode(record.part.codigo)}`, `o código "${record.part.codigo}"`);
        return;
      case 'import':
        once(`import\0${record.journal.id}`, `a importação ${record.journal.id}`);
        return;
      case 'account':
        once(`account\0${record.account.username}`, `a conta ${record.account.username}`);
        return;
      case 'subscriber':
        once(`subscriber\0${record.subscriber.email.toLowerCase()}`, record.subscriber.email);
        return;
      case 'change':
        return;
    }
  };
}

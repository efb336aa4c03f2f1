// The CSV rule of the data centre's exports (src/domain/csv.ts): RFC 4180 quoting, a ' before a text a
// spreadsheet would run as a formula, a byte-order mark and CRLF line ends. Pinned cell by cell.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/domain/csv';

describe('csvCell', () => {
  it('writes nothing for a missing value and the text of a number or a flag', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell('')).toBe('');
    expect(csvCell('plain text 设备')).toBe('plain text 设备');
  });

  it('quotes a cell holding a quote, a comma or a line break, doubling every quote', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('a"b"c')).toBe('"a""b""c"');
  });

  it('puts a \' before a text that starts like a formula, and only at the start', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+86 139')).toBe("'+86 139");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('1-2')).toBe('1-2');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark, joins cells with commas and ends every row with CRLF', () => {
    expect(toCsv(['Day', 'Name'], [['2026-03-01', 'a,b'], [1, null]])).toBe('\uFEFFDay,Name\r\n2026-03-01,"a,b"\r\n1,\r\n');
    expect(toCsv(['Only'], [])).toBe('\uFEFFOnly\r\n');
  });
});

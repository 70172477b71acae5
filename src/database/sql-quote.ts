/** A PostgreSQL identifier, double-quoted (role names cannot be bound as query parameters). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A PostgreSQL string literal (passwords in CREATE/ALTER ROLE cannot be bound either). */
export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

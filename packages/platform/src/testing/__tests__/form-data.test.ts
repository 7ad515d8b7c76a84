describe("the test kit's FormData", () => {
  it('reads a form as a browser does: named, enabled and checked controls, the submitter', () => {
    document.body.innerHTML = `
      <form>
        <input name="q" value="monsoon" />
        <input name="off" value="x" disabled />
        <input value="no name" />
        <input type="checkbox" name="saved" value="yes" checked />
        <input type="checkbox" name="unsaved" value="yes" />
        <select name="tags" multiple>
          <option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option>
        </select>
        <textarea name="note">Hello</textarea>
        <button name="go" value="search">Search</button>
        <button name="other" value="no">Other</button>
      </form>`;
    const form = document.querySelector('form')!;
    const submitter = form.querySelector<HTMLButtonElement>('button[name="go"]');
    const data = new FormData(form, submitter);
    expect(Array.from(data.entries())).toEqual([
      ['q', 'monsoon'],
      ['saved', 'yes'],
      ['tags', 'a'],
      ['tags', 'c'],
      ['note', 'Hello'],
      ['go', 'search'],
    ]);
  });

  it('still builds an empty FormData to fill by hand', () => {
    const data = new FormData();
    data.append('title', 'A storm');
    expect(data.get('title')).toBe('A storm');
  });
});

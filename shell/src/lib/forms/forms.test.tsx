import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileField, FormMessage, SelectField, TextAreaField, TextField, isEmail } from './index';

describe('form fields', () => {
  it('label the control and tie the error to it', () => {
    render(
      <TextField
        label="Hotel Name"
        name="name"
        error="Hotel name is required"
        hint="As guests see it"
      />,
    );
    const input = screen.getByLabelText('Hotel Name');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As guests see it Hotel name is required');
  });

  it('are valid without an error', () => {
    render(
      <>
        <TextAreaField label="Description" name="description" />
        <SelectField label="Role" name="role" defaultValue="admin">
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </SelectField>
      </>,
    );
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Role')).toHaveValue('admin');
  });
});

describe('FileField', () => {
  function Picker({ existing }: { existing?: string[] }) {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <FileField
        label="Images"
        name="images"
        multiple
        files={files}
        onFiles={setFiles}
        existing={existing}
      />
    );
  }

  beforeEach(() => {
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('accepts images only and previews the picked files instead of the stored ones', async () => {
    render(<Picker existing={['/api/images/old']} />);
    const input = screen.getByLabelText('Images');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('img', { name: 'Current image 1' })).toHaveAttribute(
      'src',
      '/api/images/old',
    );
    await userEvent.upload(input, [new File(['a'], 'a.png', { type: 'image/png' })]);
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute('src', 'blob:a.png');
    expect(screen.queryByRole('img', { name: 'Current image 1' })).not.toBeInTheDocument();
  });
});

describe('FormMessage and isEmail', () => {
  it('announce errors as alerts and successes as status', () => {
    const { rerender } = render(<FormMessage error="Please fill in all fields" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    rerender(<FormMessage success="Saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('checks the email shape', () => {
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
  });
});

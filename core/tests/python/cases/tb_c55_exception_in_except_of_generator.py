def reader(lines):
    for n, line in enumerate(lines, 1):
        try:
            yield int(line)
        except ValueError:
            raise SyntaxError(f"line {n}: not a number") from None
print(sum(reader(["1", "2"])))
print(sum(reader(["1", "x"])))

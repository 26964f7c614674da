name = None
print(f"{'hello'} {name.upper()} {1}")

try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)

try:
    raise ValueError("orig")
except ValueError as e:
    err = RuntimeError("replacement")
    err.__suppress_context__ = True
    raise err

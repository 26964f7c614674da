def get(d):
    try:
        return d.pop("missing")
    except KeyError as e:
        raise LookupError(e.args[0] * 2) from e


get({})

saved = None
try:
    try:
        raise ValueError("inner")
    except ValueError as e:
        saved = e
        raise
except ValueError:
    pass
raise saved

def leaves(eg):
    for e in eg.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e
eg = ExceptionGroup("top", [ValueError(1), ExceptionGroup("mid", [TypeError(2), ExceptionGroup("low", [KeyError(3)])])])
print([repr(e) for e in leaves(eg)])
print(str(eg), len(eg.exceptions))

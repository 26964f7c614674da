def f(**kw, *a): pass

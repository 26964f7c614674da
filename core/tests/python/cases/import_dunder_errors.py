for arg in [5, ""]:
    try:
        __import__(arg)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
__import__("no_such_module_xyz")

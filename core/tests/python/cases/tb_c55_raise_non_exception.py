def fail(code):
    if code:
        raise code
fail(0)
print("zero ok")
fail(404)

saved = None
def capture():
    global saved
    try:
        {}["key"]
    except KeyError as e:
        saved = e
def later():
    raise saved
capture()
print("captured", repr(saved))
later()

def cleanup(resource):
    return resource.close()

def process(items):
    try:
        return items[10]
    except IndexError:
        cleanup(None)

process([1, 2])

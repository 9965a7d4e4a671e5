this is not fluent at all
